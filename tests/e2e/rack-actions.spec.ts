import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

test('an alert delivery is resent from its receiver’s deliveries', async ({ page }) => {
  await page.goto('/alert-receivers/dev-alerts/deliveries')
  const rows = page.locator('main tbody tr')
  await expect(rows.first()).toBeVisible()
  const before = await rows.count()
  const failed = rows.filter({ hasText: 'failed' }).first()
  await failed.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Resend' }).click()
  await expect(page.getByText('Resending the alert')).toBeVisible()
  await expect(rows).toHaveCount(before + 1)
  await expect(rows.filter({ hasText: 'resend' }).filter({ hasText: 'pending' })).toHaveCount(1)
})

/** the row of the main table holding all these texts */
const rowWith = (page: Page, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), page.locator('main tbody tr'))

async function openRowAction(page: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

test('an alert receiver is probed from its page', async ({ page }) => {
  await page.goto('/alert-receivers/dev-alerts/deliveries')
  const probes = page.locator('main tbody tr').filter({ hasText: 'probe' })
  await expect(probes).toHaveCount(1)
  await page.getByRole('button', { name: 'Alert Receiver actions' }).click()
  await page.getByRole('menuitem', { name: 'Send probe' }).click()
  await expect(page.getByText('Sent a probe to dev-alerts')).toBeVisible()
  await expect(probes).toHaveCount(2)
})

test('a BFD session is stopped from its row, which already names it', async ({ page }) => {
  await page.goto('/system/networking/bfd')
  await openRowAction(page, rowWith(page, '192.168.1.1', 'switch0'), 'Stop')
  const confirm = page.getByRole('dialog', { name: 'Stop BFD session' })
  await expect(confirm).toContainText(
    'Are you sure you want to stop the BFD session with 192.168.1.1?',
  )
  // the row's peer and switch are the call's body: nothing is asked again
  await expect(confirm.getByRole('textbox')).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByText('Stopped the BFD session with 192.168.1.1')).toBeVisible()
  await expect(rowWith(page, '192.168.1.1')).toHaveCount(0)
})

test('switch port settings are applied to a port and cleared off another', async ({ page }) => {
  await page.goto('/system/hardware/switch-ports')
  const idle = rowWith(page, 'qsfp1', 'switch0')
  await expect(idle).toContainText('—')
  await openRowAction(page, idle, 'Apply settings')
  const form = page.getByRole('dialog', { name: 'Apply settings' })
  // the settings are picked by name from the list of port settings, never typed as an id
  await form.getByRole('combobox', { name: 'Port settings' }).fill('upl')
  await page.getByRole('option', { name: /^uplink/ }).click()
  await form.getByRole('button', { name: 'Apply settings' }).click()
  await expect(page.getByText('Applied settings to qsfp1')).toBeVisible()
  await expect(idle).toContainText('uplink')

  const used = rowWith(page, 'qsfp0', 'switch1')
  await openRowAction(page, used, 'Clear settings')
  const confirm = page.getByRole('dialog', { name: 'Clear port settings' })
  await confirm.getByRole('button', { name: 'Clear' }).click()
  await expect(page.getByText('Cleared the settings of qsfp0')).toBeVisible()
  await expect(used).toContainText('—')
})

test('an uninitialized sled is added to the rack', async ({ page }) => {
  await page.goto('/system/hardware/sleds-uninitialized')
  await openRowAction(page, rowWith(page, 'BRM44220017'), 'Add to rack')
  const confirm = page.getByRole('dialog', { name: 'Add sled' })
  await expect(confirm).toContainText('Are you sure you want to add this sled to the rack?')
  // the row's baseboard names the sled: its part and serial are sent, never typed
  await expect(confirm.getByRole('textbox')).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByText('Adding sled')).toBeVisible()
  await expect(rowWith(page, 'BRM44220017')).toHaveCount(0)
  // the sled the row showed is the one that joined the rack
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  await nav.getByRole('link', { name: 'Inventory' }).click()
  await expect(rowWith(page, 'BRM44220017')).toHaveCount(1)
})

test('a local user’s password is set', async ({ page }) => {
  await page.goto('/system/silos/dark-star/users')
  await openRowAction(page, rowWith(page, 'Simone de Beauvoir'), 'Set password')
  const form = page.getByRole('dialog', { name: 'Set password' })
  await form.getByRole('textbox', { name: 'Value' }).fill('le-deuxieme-sexe')
  await form.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Password updated for Simone de Beauvoir')).toBeVisible()
})

test('switch port settings a port uses are refused deletion, and deleted once no port does', async ({
  page,
}) => {
  await page.goto('/system/networking/port-settings')
  const deleteUplink = async () => {
    await openRowAction(page, rowWith(page, 'uplink'), 'Delete')
    const confirm = page.getByRole('dialog', { name: 'Delete switch port settings' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
  }
  await deleteUplink()
  await expect(page.getByText('Switch port settings in use by port qsfp0')).toBeVisible()
  await expect(rowWith(page, 'uplink')).toHaveCount(1)

  // the two ports that use them let go
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  await nav.getByRole('link', { name: 'Switch Ports' }).click()
  for (const location of ['switch0', 'switch1']) {
    await openRowAction(page, rowWith(page, 'qsfp0', location), 'Clear settings')
    await page
      .getByRole('dialog', { name: 'Clear port settings' })
      .getByRole('button', { name: 'Clear' })
      .click()
    await expect(rowWith(page, 'qsfp0', location)).toContainText('—')
  }
  await nav.getByRole('link', { name: 'Port Settings' }).click()
  await deleteUplink()
  await expect(page.getByText('Deleted switch port settings uplink')).toBeVisible()
  await expect(rowWith(page, 'uplink')).toHaveCount(0)
})

test('a loopback address is deleted from its list, by its place and address', async ({ page }) => {
  await page.goto('/system/networking/loopback-addresses')
  const loopback = rowWith(page, '192.168.1.15/32')
  await openRowAction(page, loopback, 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete loopback address' })
  await expect(confirm).toContainText('remove this loopback address from its switch')
  await confirm.getByRole('button', { name: 'Show request' }).click()
  const path = '/v1/system/networking/loopback-address/4ac00000-0000-4000-8000-000000000001'
  await expect(
    confirm.getByText(`DELETE ${path}/switch0/192.168.1.15/32`, { exact: true }),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Deleted the loopback address')).toBeVisible()
  await expect(loopback).toHaveCount(0)
})
