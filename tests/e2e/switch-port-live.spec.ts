import { expect, rowOf, test } from './fixtures'
import { expectOperatorLanguage } from './guard'

/**
 * What an operator checks first on the rack's network: a switch port's link, its LLDP
 * settings (changed through the platform's call) and the devices it hears; and BGP's exported
 * prefixes and a configuration's message history, reached from the BGP pages.
 */
test('a switch port’s page shows its link, edits its LLDP settings and lists its neighbors', async ({
  page,
}) => {
  await page.goto('/system/hardware/switch-ports')
  const port = rowOf(page, 'qsfp0').filter({ hasText: 'switch0' })
  await port.getByRole('link', { name: 'qsfp0' }).click()

  await expect(page.getByRole('heading', { name: 'qsfp0', level: 1 })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Switch Port tabs' })
  await expect(tabs.getByRole('tab', { name: 'Status', selected: true })).toBeVisible()
  // the port's own properties, then its link as the switch reports it, a speed with its unit
  const main = page.getByRole('main')
  await expect(main.getByRole('term')).toHaveText([
    'Switch',
    'Rack',
    'Settings',
    'FEC',
    'Link',
    'Speed',
  ])
  await expect(main.getByRole('definition')).toHaveText([
    'switch0',
    /4ac000/,
    'uplink',
    /^rs$/i,
    /^up$/i,
    '100 Gbit/s',
  ])
  await expectOperatorLanguage(page)

  await tabs.getByRole('tab', { name: 'LLDP', exact: true }).click()
  await expect(main.getByRole('definition').nth(4)).toHaveText('rack-1-switch0')
  await main.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('dialog', { name: 'Edit LLDP configuration' })
  // the settings' id goes back as read: six fields to type, no UUID among them
  await expect(form.getByRole('textbox')).toHaveCount(6)
  await form.getByRole('textbox', { name: 'System name' }).fill('rack-1-edge')
  await form.getByRole('button', { name: 'Save LLDP configuration' }).click()
  await expect(form).toBeHidden()
  await expect(main.getByRole('definition').nth(4)).toHaveText('rack-1-edge')
  // read back from the mock, not the form: the tab asks again on a fresh visit
  await tabs.getByRole('tab', { name: 'Status' }).click()
  await tabs.getByRole('tab', { name: 'LLDP', exact: true }).click()
  await expect(main.getByRole('definition').nth(4)).toHaveText('rack-1-edge')

  await page
    .getByRole('tablist', { name: 'Switch Port tabs' })
    .getByRole('tab', { name: 'LLDP neighbors' })
    .click()
  const neighbor = rowOf(page, 'core-router-1')
  await expect(neighbor).toContainText('Ethernet1/49')
  await expect(neighbor).toContainText('192.168.1.1')
  await expectOperatorLanguage(page)
})

test('a port without settings reports its link down; one that does not exist is not found', async ({
  page,
}) => {
  await page.goto('/system/hardware/switch-ports')
  await rowOf(page, 'qsfp1').filter({ hasText: 'switch1' }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'qsfp1', level: 1 })).toBeVisible()
  await expect(page.getByRole('main').getByRole('definition').last()).toHaveText(/^down$/i)
  await page.goto(
    '/system/hardware/switch-ports/4ac00000-0000-4000-8000-000000000001/switch0/qsfp9',
  )
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('BGP: a configuration’s message history and the exported prefixes', async ({ page }) => {
  await page.goto('/system/networking/bgp')
  await rowOf(page, 'as65547').getByRole('link', { name: 'as65547' }).click()
  await expect(page.getByRole('heading', { name: 'as65547', level: 1 })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'BGP Configuration tabs' })
  await expect(tabs.getByRole('tab', { name: 'Imported routes', selected: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('table')).toContainText('10.20.0.0/16')

  await tabs.getByRole('tab', { name: 'Message history' }).click()
  await expect(page).toHaveURL(/\/system\/networking\/bgp\/65547\/messages$/)
  const history = page.getByRole('main').getByRole('table')
  await expect(history.getByRole('row').filter({ hasText: /switch0/i })).toContainText(
    /192\.168\.1\.1 Received Message Keepalive, Timestamp Nov 30, 2025/,
  )
  await expectOperatorLanguage(page)

  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  await nav.getByRole('link', { name: 'BGP Exported Routes' }).click()
  await expect(page.getByRole('heading', { name: 'BGP Exported Routes', level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('192.168.1.1')
  await expect(page.getByRole('main')).toContainText('10.0.0.0/16')
  await expectOperatorLanguage(page)
})
