import { expect, pickOption, rowAction, rowOf, test } from './fixtures'
import { failOnce } from './fail-once'

test('start and stop an instance from its page: the badge follows without leaving', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/projects/mock-project/instances/stopped-one')
  await expect(page).toHaveURL(/\/instances\/stopped-one\/storage$/)
  const here = page.url()
  const state = page.getByRole('status', { name: 'Run state' })
  await expect(state).toHaveText('stopped')
  const stop = page.getByRole('button', { name: 'Stop', exact: true })
  await expect(stop).toHaveAttribute('aria-disabled', 'true')

  await page.getByRole('button', { name: 'Start', exact: true }).click()
  await expect(page.getByText('Starting instance stopped-one')).toBeVisible()
  await expect(state).toHaveText('starting')
  await expect(state).toHaveText('running', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await stop.click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(state).toHaveText('stopping')
  await expect(state).toHaveText('stopped', { timeout: 15_000 })
  expect(page.url()).toBe(here)
})

test('the actions menu holds the rest, gated by the run state', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1')
  await page.getByRole('button', { name: 'Instance actions' }).click()
  const items = page.getByRole('menuitem')
  const names = ['Copy ID', 'Reboot', 'Resize', 'View serial console', 'Delete']
  await expect(items).toHaveCount(names.length)
  for (const [index, name] of names.entries()) {
    await expect(items.nth(index)).toHaveAccessibleName(name)
  }
  const remove = page.getByRole('menuitem', { name: 'Delete' })
  await expect(remove).toBeDisabled()
  await expect(remove).toHaveAccessibleDescription(
    'Only stopped or failed instances can be deleted',
  )
  await expect(page.getByRole('menuitem', { name: 'Reboot' })).toBeEnabled()
})

test('storage cards: a disk attached to the instance becomes its boot disk', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/storage')
  const boot = page.getByRole('region', { name: 'Boot disk' })
  const others = page.getByRole('region', { name: 'Other disks' })
  await expect(rowOf(page, 'disk-stopped')).toBeVisible()
  await expect(boot.getByRole('cell', { name: 'disk-stopped', exact: true })).toBeVisible()
  await expect(others.getByText('No other disks are attached.')).toBeVisible()

  await others.getByRole('button', { name: 'Attach existing disk' }).click()
  const panel = page.getByRole('dialog', { name: 'Attach disk' })
  await panel.getByRole('combobox', { name: 'Disk' }).selectOption({ label: 'disk-4' })
  await panel.getByRole('button', { name: 'Attach disk' }).click()
  await expect(others.getByRole('cell', { name: 'disk-4', exact: true })).toBeVisible()

  await rowOf(page, 'disk-stopped').getByRole('button', { name: 'Row actions' }).click()
  await expect(
    page.getByRole('menuitem', { name: 'Set as boot disk', exact: true }),
  ).toHaveAccessibleDescription('Already the boot disk')
  await page.keyboard.press('Escape')
  await rowAction(page, 'disk-4', 'Set as boot disk')
  await page
    .getByRole('dialog', { name: 'Set boot disk' })
    .getByRole('button', { name: 'Set as boot disk' })
    .click()
  await expect(boot.getByRole('cell', { name: 'disk-4', exact: true })).toBeVisible()
  await expect(others.getByRole('cell', { name: 'disk-stopped', exact: true })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'disk-4' })).toBeVisible()

  await rowAction(page, 'disk-4', 'Unset as boot disk')
  await page
    .getByRole('dialog', { name: 'Unset boot disk' })
    .getByRole('button', { name: 'Unset as boot disk' })
    .click()
  await expect(boot.getByText('This instance has no boot disk set.')).toBeVisible()
  await expect(others.getByRole('cell', { name: 'disk-4', exact: true })).toBeVisible()
})

test('network interfaces of a stopped instance: add one, make it primary', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/networking')
  const card = page.getByRole('region', { name: 'Network interfaces' })
  await card.getByRole('link', { name: 'Add network interface' }).click()
  const form = page.getByRole('dialog', { name: 'Add network interface' })
  await form.getByRole('textbox', { name: 'Name' }).fill('backup-nic')
  await form.getByRole('textbox', { name: 'Description' }).fill('Backup network')
  await pickOption(page, 'VPC', 'mock-vpc')
  await pickOption(page, 'Subnet', 'mock-subnet-2')
  await form.getByRole('button', { name: 'Add network interface' }).click()
  await expect(form).toBeHidden()
  const row = rowOf(page, 'backup-nic')
  await expect(row).toBeVisible()

  await rowAction(page, 'backup-nic', 'Make primary')
  await page
    .getByRole('dialog', { name: 'Make primary interface' })
    .getByRole('button', { name: 'Make primary' })
    .click()
  await expect(page.getByText('backup-nic is now the primary interface')).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Yes' })).toBeVisible()
  await expect(rowOf(page, 'stopped-nic').getByRole('cell', { name: 'No' })).toBeVisible()
})

test('a running instance keeps its interfaces: changes are disabled with the reason', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/db1/networking')
  const add = page.getByRole('button', { name: 'Add network interface' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await rowOf(page, 'db1-nic').getByRole('button', { name: 'Row actions' }).click()
  for (const name of ['Edit', 'Make primary', 'Delete']) {
    await expect(page.getByRole('menuitem', { name })).toBeDisabled()
  }
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAccessibleDescription(
    'Only stopped instances can have network interfaces changed',
  )
})

test('connect: the SSH and command-line commands of the instance', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/connect')
  await expect(page.getByText('ssh 10.0.0.22', { exact: true })).toBeVisible()
  await expect(
    page.getByText('oxide instance serial console --project mock-project --instance db1'),
  ).toBeVisible()
  await expect(
    page.getByRole('button', {
      name: 'Copy oxide instance stop --project mock-project --instance db1',
    }),
  ).toBeVisible()
})

test('the networking tab lists the firewall rules that apply to the instance, each linked', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/db1/networking')
  const card = page.getByRole('region', { name: 'Firewall rules' })
  const table = card.getByRole('table', { name: 'Firewall rules that apply to the instance' })
  // by its VPC, its subnet, its name, and an IP network holding its address
  await expect(
    table.getByRole('row', { name: /allow-internal-inbound mock-vpc VPC mock-vpc/ }),
  ).toBeVisible()
  await expect(table.getByRole('row', { name: /allow-icmp mock-vpc instance db1/ })).toBeVisible()
  await expect(
    table.getByRole('row', { name: /deny-outbound-legacy mock-vpc IP network 10.1.0.0\/16/ }),
  ).toBeVisible()
  // in the order the platform weighs them: lowest priority number first
  await expect(table.getByRole('link')).toHaveText([
    'deny-outbound-legacy',
    'allow-icmp',
    'allow-internal-inbound',
    'allow-ssh',
  ])
  // another instance's rule, and another VPC's, are not listed
  await expect(table.getByRole('link', { name: 'allow-web' })).toHaveCount(0)
  await expect(table.getByRole('row', { name: /other-vpc/ })).toHaveCount(0)

  await table.getByRole('link', { name: 'allow-icmp' }).click()
  await expect(page).toHaveURL(
    '/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-icmp/edit',
  )
})

test('a firewall rules call that fails on the networking tab stays in its card', async ({
  page,
}) => {
  // a 404 here (the VPC's rules gone meanwhile) is the card's to show, not the page's
  await failOnce(page, { 'GET /v1/vpc-firewall-rules': 404 })
  await page.goto('/projects/mock-project/instances/db1/networking')
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  const card = page.getByRole('region', { name: 'Firewall rules' })
  // in words that fit a card, the catalogue's message beneath: no "Page not found" in it
  const failure = card.getByRole('alert')
  await expect(failure).toContainText('These rules could not be loaded')
  await expect(failure).toContainText('Chaos: simulated 404 failure')
  await expect(card.getByText('Page not found')).toHaveCount(0)
  // the rest of the page stands
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Network interfaces' })).toBeVisible()
  // the card asks again by itself
  await card.getByRole('button', { name: 'Try again' }).click()
  await expect(
    card.getByRole('table', { name: 'Firewall rules that apply to the instance' }),
  ).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('the page’s own 404 still reads "Page not found"', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/no-such-instance/networking')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('These rules could not be loaded')).toHaveCount(0)
})
