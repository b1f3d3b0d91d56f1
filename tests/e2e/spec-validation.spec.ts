import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Spec §5, sentence by sentence, as a person meets it in the firewall rule form (the one form
 * with addresses, networks, ports and lists side by side) and on the device login page. The
 * mock refuses the same values with its 400 (tests/unit/mock/request-checks.test.ts, bounds.test.ts).
 */

const ipNet = 'Must contain an IP address and a width, separated by a /'

/** a field's description ends with the refusal (after the field's hint) */
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)

test.describe('the firewall rule form holds §5', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
  })

  const hostCases: [type: string, value: string, refusal: string | null][] = [
    ['IP', '1.2.3.999', 'Not a valid IP address'],
    ['IP', 'fd00::zz', 'Not a valid IP address'],
    ['IP', 'fd00::1', null],
    ['IP subnet', '10.0.0.0', ipNet],
    ['IP subnet', '10.0.0.0/33', ipNet],
    ['IP subnet', '10.0.0.0/32', null],
    ['IP subnet', 'fd00::/129', ipNet],
    ['IP subnet', 'fd00::/128', null],
    ['IP subnet', '10.0.0.0/8', 'Items must be unique'],
  ]

  test('addresses and networks: a width at most 32 for IPv4 and 128 for IPv6', async ({ page }) => {
    const hosts = page.getByRole('dialog').getByRole('group', { name: 'Host filters' })
    const value = hosts.getByRole('textbox', { name: 'Host filter value' })
    const added = hosts.getByRole('table')
    // one network in the list already, so adding it again is a repeat
    await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption('IP subnet')
    await value.fill('10.0.0.0/8')
    await hosts.getByRole('button', { name: 'Add host filter' }).click()
    await expect(added.getByRole('cell', { name: '10.0.0.0/8', exact: true })).toBeVisible()

    for (const [type, typed, refusal] of hostCases) {
      await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption(type)
      await value.fill(typed)
      await hosts.getByRole('button', { name: 'Add host filter' }).click()
      if (refusal) {
        await expect(value, `${type} ${typed}`).toHaveAccessibleDescription(endsWith(refusal))
        await expect(value).toHaveValue(typed)
      } else {
        await expect(added.getByRole('cell', { name: typed, exact: true })).toBeVisible()
        await expect(value).toHaveValue('')
      }
    }
  })

  const portCases: [typed: string, refusal: string | null][] = [
    ['22', null],
    ['8000-8080', null],
    ['65535', null],
    ['123456', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['80-', 'Must be a port or a range of ports, like 80 or 8000-8080'],
    ['8080-8000', 'The range must not end below its start'],
    ['22', 'Items must be unique'],
    ['8000-8080', 'Items must be unique'],
  ]

  test('ports: one to five digits, perhaps a range that does not end below its start; no repeats', async ({
    page,
  }) => {
    const form = page.getByRole('dialog', { name: 'Add firewall rule' })
    const port = form.getByRole('textbox', { name: 'Port filter' })
    const ports = form.getByRole('list', { name: 'Ports' })
    for (const [typed, refusal] of portCases) {
      await port.fill(typed)
      await form.getByRole('button', { name: 'Add port' }).click()
      if (refusal) {
        await expect(port, typed).toHaveAccessibleDescription(endsWith(refusal))
        await expect(port).toHaveValue(typed)
      } else {
        await expect(ports.getByText(typed, { exact: true })).toBeVisible()
        await expect(port).toHaveValue('')
      }
    }
    await expect(ports.getByRole('listitem')).toHaveCount(3)
  })
})

/** a long name's cell also holds its copy button: the row is found by the text it starts with */
const cloneRule = async (page: Page, name: string) => {
  await page
    .getByRole('row', { name: new RegExp(`^${name} `) })
    .getByRole('button', { name: 'Row actions' })
    .click()
  await page.getByRole('menuitem', { name: 'Clone' }).click()
}

test('a generated name stays within 63 characters: the prefix is cut, six hex digits follow', async ({
  page,
}) => {
  const longest = 'a'.repeat(63)
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(longest)
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByRole('row', { name: new RegExp(`^${longest} `) })).toBeVisible()

  // the clone's name would be `<name>-copy-<suffix>`: 75 characters, cut to 63
  await cloneRule(page, longest)
  const name = page
    .getByRole('dialog', { name: 'Add firewall rule' })
    .getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toHaveValue(new RegExp(`^a{56}-[0-9a-f]{6}$`))
  // a second clone draws another suffix
  const first = await name.inputValue()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await cloneRule(page, longest)
  await expect(name).toHaveValue(/^a{56}-[0-9a-f]{6}$/)
  expect(await name.inputValue()).not.toBe(first)
})

test('a device code: eight letters, upper-cased, a dash after the third, pasted whole', async ({
  page,
}) => {
  await page.goto('/device/verify')
  const code = page.getByRole('group', { name: 'Device code' })
  const boxes = code.getByRole('textbox')
  await expect(boxes).toHaveCount(8)

  // the dash is drawn between the third and the fourth box, and is no box of its own
  const [third, dash, fourth] = await Promise.all([
    boxes.nth(2).boundingBox(),
    code.getByText('-', { exact: true }).boundingBox(),
    boxes.nth(3).boundingBox(),
  ])
  expect(third && dash && fourth).toBeTruthy()
  if (third && dash && fourth) {
    expect(dash.x).toBeGreaterThanOrEqual(third.x + third.width)
    expect(dash.x + dash.width).toBeLessThanOrEqual(fourth.x)
  }

  // a code pasted as the client printed it, lower case and with its dash, fills every box
  await boxes.first().focus()
  await page.evaluate(() => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', 'abc-defgh')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  })
  // the dash is only drawn: the boxes hold the eight letters the page sends, and nothing else
  for (const [index, letter] of [...'ABCDEFGH'].entries()) {
    await expect(boxes.nth(index)).toHaveValue(letter)
  }

  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
})

test('a name is at most 63 characters (spec §9): 64 refused, 63 taken', async ({ page }) => {
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await name.fill('a'.repeat(64))
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(name).toHaveAccessibleDescription(/^Must be 63 characters or fewer/)
  await name.fill('a'.repeat(63))
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('link', { name: 'a'.repeat(63), exact: true })).toBeVisible()
})
