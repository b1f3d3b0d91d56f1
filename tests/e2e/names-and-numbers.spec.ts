import { expect, rowOf, test } from './fixtures'

/**
 * Issue 20, "names over ids" and consistency: numbers print one way (spec §9), items people
 * know by a name are called by it, and one action has one label.
 */

test('every side-nav link opens the page it names', async ({ page }) => {
  for (const start of [
    '/projects/mock-project/instances',
    '/projects',
    '/system/silos',
    '/settings/profile',
  ]) {
    await page.goto(start)
    const nav = page.getByRole('navigation', { name: 'Side navigation' })
    await expect(nav.getByRole('link').first()).toBeVisible()
    const labels = await nav.getByRole('link').allInnerTexts()
    for (const label of labels) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      // the heading names what the link said, perhaps with its area before it ("Silo Access"),
      // never another page ("Anti-affinity Groups" for "Affinity Groups")
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`(^|\\s)${escaped}$`, 'i'),
      )
    }
  }
})

test('a sled reads by its serial: heading, crumb and the lists that name it', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await page.getByRole('link', { name: 'BRM44220001' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BRM44220001')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'BRM44220001' })).toBeVisible()

  await page.goto('/system/inventory/disks')
  await expect(page.getByRole('link', { name: 'BRM44220001' }).first()).toBeVisible()

  await page.goto('/projects/mock-project/probes')
  await expect(rowOf(page, 'probe-1').getByRole('link', { name: 'BRM44220001' })).toBeVisible()
})

test('short ids are cut one way everywhere', async ({ page }) => {
  // the sled list's ID cell and the sled page's Rack property, both shortened
  await page.goto('/system/inventory/sleds')
  await expect(page.getByText('51ed00…000001', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'BRM44220001' }).click()
  await expect(page.getByText('51ed00…000001', { exact: true })).toBeVisible()
  await expect(page.getByText(/^4ac000…000001$/)).toBeVisible()
})

test('a firewall priority is printed as it is, not as a quantity', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await expect(rowOf(page, 'allow-internal-inbound')).toContainText('65534')
  await expect(rowOf(page, 'allow-internal-inbound')).not.toContainText('65,534')
})

test("an IPv6 pool's figures read compact and refresh when a range is added", async ({ page }) => {
  await page.goto('/system/networking/ip-pools/ip-pool-3')
  const card = page.getByText(/allocated ·/)
  await expect(card).toContainText('65,535 remaining')

  // one label for the action: the tab's link says what its form says
  await page.getByRole('link', { name: 'Add IP range' }).click()
  const form = page.getByRole('dialog', { name: 'Add IP range' })
  await form.getByLabel('Type').selectOption('v6')
  await form.getByRole('textbox', { name: 'First' }).fill('fd01::1')
  await form.getByRole('textbox', { name: 'Last' }).fill('fd01::ffff:ffff:ffff:ffff')
  await form.getByRole('button', { name: 'Add range' }).click()
  await expect(form).toBeHidden()

  // the card follows at once, compact, with the full figure in its title
  await expect(card).toContainText('1.84E19 remaining')
  await expect(card.getByText('1.84E19').last()).toHaveAttribute(
    'title',
    '18,446,744,073,709,600,000',
  )
  await expect(card).not.toContainText('18,446,744,073,709')

  // a reload would start the mock afresh: go by the side nav
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'IP Pools' })
    .click()
  await expect(rowOf(page, 'ip-pool-3')).toContainText('1.84E19')
})

test('block sizes read in one unit style in disk create and image upload', async ({ page }) => {
  await page.goto('/projects/mock-project/images-new')
  const upload = page.getByRole('dialog')
  const block = upload.getByLabel('Block size')
  await expect(block.getByRole('option', { name: '512 B', exact: true })).toBeAttached()
  await expect(upload).not.toContainText('bytes')
})

test("a probe's external addresses read as text", async ({ page }) => {
  await page.goto('/projects/mock-project/probes')
  const row = rowOf(page, 'probe-1')
  await expect(row).toContainText('SNAT 10.0.0.25, ports 0–16383')
  await expect(row).not.toContainText('First port')
})

test("a silo's fleet roles by silo role read as a table", async ({ page }) => {
  await page.goto('/system/silos/maze-war')
  const roles = page.getByRole('table').filter({
    has: page.getByRole('columnheader', { name: 'Silo role' }),
  })
  await expect(roles.getByRole('columnheader', { name: 'Fleet roles' })).toBeVisible()
  await expect(roles.getByRole('row', { name: 'Admin Admin' })).toBeVisible()
  await expect(page.getByText('Admin admin')).toHaveCount(0)
})

test('a picker clicked before its list has come opens and says it is loading', async ({ page }) => {
  await page.goto('/projects/mock-project/probes')
  await expect(rowOf(page, 'probe-1')).toBeVisible()
  // from here on the mock answers slowly: the form's pool list is still on its way when clicked
  await page.evaluate(() =>
    localStorage.setItem('mock-config', JSON.stringify({ delay: [2500, 2500] })),
  )
  await page.getByRole('link', { name: 'New probe' }).click()
  const form = page.getByRole('dialog', { name: 'Create probe' })
  await form.getByRole('combobox', { name: 'IP pool' }).click()
  await expect(page.getByRole('listbox')).toContainText('Loading…')
  await page.evaluate(() => localStorage.setItem('mock-config', JSON.stringify({ delay: 0 })))
  await expect(page.getByRole('option', { name: /^ip-pool-1/ })).toBeVisible()
})

test('an expired access token is marked expired, a live one is not', async ({ page }) => {
  // the first token expires on Dec 11, 2025: a week after that, it has
  await page.clock.setFixedTime(new Date('2025-12-18T12:00:00Z'))
  await page.goto('/settings/access-tokens')
  const rows = page.getByRole('row')
  await expect(rows.filter({ hasText: 'Dec 11, 2025' })).toContainText('Expired')
  await expect(page.getByText('Expired', { exact: true })).toHaveCount(1)

  // a week before, it has not
  await page.clock.setFixedTime(new Date('2025-12-04T12:00:00Z'))
  await page.reload()
  await expect(rows.filter({ hasText: 'Dec 11, 2025' })).toBeVisible()
  await expect(page.getByText('Expired', { exact: true })).toHaveCount(0)
})

test("the instance's settings: the edit button heads the card it edits", async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/settings')
  const card = page.getByRole('region', { name: 'Configuration' })
  await expect(card.getByRole('heading', { name: 'Configuration' })).toBeVisible()
  await expect(card.getByText('Edit settings')).toBeVisible()
  await expect(card.getByText('CPU platform')).toBeVisible()
})

test('the profile names the silo once', async ({ page }) => {
  await page.goto('/settings/profile')
  await expect(page.getByRole('term').filter({ hasText: /^Silo/ })).toHaveText([
    'Silo',
    'Silo admin',
  ])
})

test('Refresh on System Update is drawn as a button', async ({ page }) => {
  await page.goto('/system/update')
  const refresh = page.getByRole('button', { name: 'Refresh' })
  const border = await refresh.evaluate((element) => getComputedStyle(element).borderTopColor)
  expect(border).not.toBe('rgba(0, 0, 0, 0)')
})

test("the firewall form: a value's error marks the value only, and the list's headers align", async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await page.getByRole('link', { name: 'New rule' }).click()
  const targets = page.getByRole('dialog').getByRole('group', { name: 'Targets' })
  await targets.getByRole('combobox', { name: 'Target name' }).fill('mock-vpc')
  await targets.getByRole('combobox', { name: 'Target name' }).press('Enter')
  await targets.getByRole('combobox', { name: 'Target type' }).selectOption({ label: 'IP' })
  await targets.getByRole('textbox', { name: 'Target value' }).fill('1.2.3.999')
  await targets.getByRole('button', { name: 'Add target' }).click()
  await expect(targets.getByText('Not a valid IP address')).toBeVisible()

  const borderOf = (name: string, role: 'combobox' | 'textbox') =>
    targets
      .getByRole(role, { name })
      .evaluate((element) => getComputedStyle(element).borderTopColor)
  expect(await borderOf('Target type', 'combobox')).not.toBe(
    await borderOf('Target value', 'textbox'),
  )

  // each header's words start where its column's words start (a cell's box always does)
  const textLeft = (element: Element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return range.getBoundingClientRect().left
  }
  const table = targets.getByRole('table')
  for (const [header, cell] of [
    ['Type', 'VPC'],
    ['Value', 'mock-vpc'],
  ] as const) {
    const head = await table.getByRole('columnheader', { name: header }).evaluate(textLeft)
    const body = await table.getByRole('cell', { name: cell, exact: true }).evaluate(textLeft)
    expect(Math.abs(head - body)).toBeLessThan(1)
  }
})

test('a probe is placed on a sled picked by its serial', async ({ page }) => {
  await page.goto('/projects/mock-project/probes-new')
  const form = page.getByRole('dialog', { name: 'Create probe' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('probe-2')
  await form.getByRole('combobox', { name: 'Sled' }).click()
  await page.getByRole('option', { name: /^BRM44220002/ }).click()
  await form.getByRole('combobox', { name: 'IP pool' }).click()
  await page.getByRole('option', { name: /^ip-pool-1/ }).click()
  await form.getByRole('button', { name: 'Create probe' }).click()
  await expect(form).toBeHidden()
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Probes' })
    .click()
  await expect(rowOf(page, 'probe-2').getByRole('link', { name: 'BRM44220002' })).toBeVisible()
})
