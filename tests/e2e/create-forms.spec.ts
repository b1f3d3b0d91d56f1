import type { Locator, Page } from '@playwright/test'
import { expect, rowOf, test } from './fixtures'

/**
 * Section 2's create forms, filled the way a person fills them (names typed, references picked
 * by name, sizes in GiB, a union's variant chosen from its readable titles) and submitted once:
 * each must succeed and show what it made (issue 7's guard, for the forms).
 */

/** types into a reference picker and takes the option that starts with `name` */
async function pick(page: Page, form: Locator, label: string, name: string) {
  await form.getByRole('combobox', { name: label }).fill(name.slice(0, 3))
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click()
}

async function named(form: Locator, name: string, description: string) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await form.getByRole('textbox', { name: 'Description' }).fill(description)
}

test('a silo with quotas and an identity mode', async ({ page }) => {
  await page.goto('/system/silos-new')
  const form = page.getByRole('dialog', { name: 'Create silo' })
  await named(form, 'tenant-three', 'A third tenant')
  await form.getByRole('combobox', { name: 'Identity mode' }).selectOption({ label: 'Local only' })
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('64')
  await form.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('256')
  await form.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill('2048')
  // a list's add button says what it adds
  await expect(form.getByRole('button', { name: 'Add TLS certificate' })).toBeVisible()
  // a map from silo role to fleet roles: an entry's key typed, its roles ticked
  await form.getByRole('button', { name: 'Add mapped fleet role' }).click()
  await form.getByRole('textbox', { name: 'Key', exact: true }).fill('admin')
  await form.getByRole('textbox', { name: 'Key', exact: true }).blur()
  await form.getByRole('group', { name: 'Admin' }).getByRole('checkbox', { name: 'viewer' }).check()
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { name: 'tenant-three', level: 1 })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Local only' })).toBeVisible()
  await expect(page.getByRole('row', { name: 'Admin Viewer' })).toBeVisible()
  // its identity providers are its own: none yet (the seeded one is another silo's)
  await expect(page.getByRole('tab', { name: 'Identity providers', selected: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No identity providers' })).toBeVisible()
  await page.getByRole('tab', { name: 'Quotas' }).click()
  await expect(page.getByRole('main')).toContainText('256 GiB')
  await expect(page.getByRole('main')).toContainText('2 TiB')
})

test('a snapshot of a disk picked by name', async ({ page }) => {
  await page.goto('/projects/mock-project/snapshots-new')
  const form = page.getByRole('dialog', { name: 'Create snapshot' })
  await named(form, 'before-upgrade', 'Taken before the upgrade')
  await pick(page, form, 'Disk', 'disk-1')
  await form.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(form).toBeHidden()
  // the new snapshot's own page, its disk by name
  await expect(page).toHaveURL('/projects/mock-project/snapshots/before-upgrade')
  await expect(page.getByRole('definition').getByRole('link', { name: 'disk-1' })).toBeVisible()
})

test('a blank disk sized in GiB', async ({ page }) => {
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await named(form, 'scratch', 'Scratch space')
  await form.getByRole('spinbutton', { name: 'Size (GiB)' }).fill('20')
  // the document's default block size is chosen already, read as the list reads it
  const blockSize = form.getByRole('combobox', { name: 'Block size' })
  await expect(blockSize.getByRole('option', { name: '4 KiB', selected: true })).toBeAttached()
  await blockSize.selectOption({ label: '512 B' })
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  // the new disk's own page
  await expect(page).toHaveURL('/projects/mock-project/disks/scratch')
  await expect(page.getByRole('definition').filter({ hasText: /^20 GiB$/ })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^512 B$/ })).toBeVisible()
})

test('a floating IP from a pool picked by name', async ({ page }) => {
  await page.goto('/projects/mock-project/floating-ips-new')
  const form = page.getByRole('dialog', { name: 'Create floating IP' })
  await named(form, 'spare-address', 'For the next web server')
  await pick(page, form, 'Pool', 'ip-pool-1')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(form).toBeHidden()
  await expect(rowOf(page, 'spare-address')).toContainText('ip-pool-1')
})

test('a subnet added from the VPC page', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/subnets')
  await page.getByRole('link', { name: 'New subnet' }).click()
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await named(form, 'backend', 'The database tier')
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('10.1.4.0/24')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form).toBeHidden()
  await expect(rowOf(page, 'backend')).toContainText('10.1.4.0/24')
})

test("a route added from a router's routes, its destination and target as readable choices", async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router/routes')
  await page.getByRole('link', { name: 'New route' }).click()
  const form = page.getByRole('dialog', { name: 'Create route' })
  await named(form, 'to-backup', 'Backups go to the archive host')
  await form.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Drop' })
  await form.getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'IP net' })
  // an IP net is IPv4 or IPv6: one text box takes either, with no v4/v6 choice first
  await expect(form.getByRole('combobox', { name: 'Destination value' })).toHaveCount(0)
  const net = form.getByRole('textbox', { name: 'Destination value' })
  await expect(net).toHaveAccessibleDescription(/An IPv4 or IPv6 network/)
  await net.fill('192.168.60.0')
  await form.getByRole('button', { name: 'Create route' }).click()
  // spec §5's message for a network without its width
  await expect(
    form.getByText('Must contain an IP address and a width, separated by a /').first(),
  ).toBeVisible()
  await net.fill('fd00:60::/64')
  await form.getByRole('button', { name: 'Show request' }).click()
  await expect(form.getByRole('region', { name: 'curl command' })).toContainText(
    '"destination": { "type": "ip_net", "value": "fd00:60::/64" }',
  )
  await net.fill('192.168.60.0/24')
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(form).toBeHidden()
  const route = rowOf(page, 'to-backup')
  await expect(route).toContainText('IP net 192.168.60.0/24')
  await expect(route).toContainText('Drop')
})

test('an anti-affinity group with its policy, and a member added to it', async ({ page }) => {
  await page.goto('/projects/mock-project/affinity-new')
  const form = page.getByRole('dialog', { name: 'Create anti-affinity group' })
  await named(form, 'keep-apart', 'Replicas on different sleds')
  await form.getByRole('combobox', { name: 'Policy' }).selectOption({ label: 'Refuse to place it' })
  await form.getByRole('button', { name: 'Create anti-affinity group' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { name: 'keep-apart', level: 1 })).toBeVisible()

  // the header's link (the empty list offers the same one)
  await page.getByRole('link', { name: 'Add member' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add member' })
  await pick(page, add, 'Instance', 'stopped-one')
  await add.getByRole('button', { name: 'Add member' }).click()
  await expect(add).toBeHidden()
  await expect(rowOf(page, 'stopped-one')).toBeVisible()
})

test('an IP pool’s version reads as the platform writes it, where it is chosen and shown', async ({
  page,
}) => {
  await page.goto('/system/networking/ip-pools-new')
  const form = page.getByRole('dialog', { name: 'Create IP pool' })
  await named(form, 'six-pool', 'Addresses for the new network')
  const version = form.getByRole('combobox', { name: 'IP version' })
  await expect(version.getByRole('option', { name: 'IPv4', selected: true })).toBeAttached()
  await version.selectOption({ label: 'IPv6' })
  await form.getByRole('button', { name: 'Create IP pool' }).click()
  await expect(form).toBeHidden()
  // the new pool's page, then the list, as rendered (a badge's capitals would read "IPV6")
  await expect(page.getByRole('heading', { name: 'six-pool', level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('IPv6', { useInnerText: true })
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'IP Pools' })
    .click()
  await expect(rowOf(page, 'six-pool')).toContainText('IPv6', { useInnerText: true })
})
