import { expect, pickOption, rowAction, rowOf, test } from './fixtures'

const meter = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('meter', { name })

test('silo utilization grows when an instance is created', async ({ page }) => {
  test.setTimeout(60_000)
  // mock state lives until a full page load: every move after the first is inside the app
  const toUtilization = async () => {
    await page.getByRole('link', { name: 'Silo', exact: true }).click()
    await page
      .getByRole('navigation', { name: 'Side navigation' })
      .getByRole('link', { name: 'Utilization' })
      .click()
  }
  await page.goto('/projects/mock-project/instances')
  await toUtilization()
  await expect(meter(page, 'CPU')).toHaveAccessibleDescription(
    '34 vCPUs provisioned of 64 vCPUs quota',
  )
  await expect(page.getByRole('figure').filter({ hasText: 'CPU provisioned' })).toBeVisible()

  await page.goBack()
  await page.goBack()
  await page.getByRole('link', { name: 'New instance' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('grows-usage')
  await page.getByRole('tab', { name: 'High CPU' }).click()
  await page.getByRole('radio', { name: '4 vCPU · 8 GiB' }).check()
  await pickOption(page, 'Image', 'debian-12')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(/\/instances\/grows-usage\/storage$/)

  await toUtilization()
  await expect(meter(page, 'CPU')).toHaveAccessibleDescription(
    '38 vCPUs provisioned of 64 vCPUs quota',
  )
  await expect(meter(page, 'Memory')).toHaveAccessibleDescription(/^131 GiB provisioned/)
})

test('system utilization: fleet capacity, silos and history by silo', async ({ page }) => {
  await page.goto('/system/utilization')
  // 3 sleds: threads and memory × 0.7, 3 × 32 TiB × 0.909 × 0.7 rounded up (spec §9)
  await expect(meter(page, 'Storage')).toHaveAccessibleDescription(/of 62 TiB estimated capacity/)
  await expect(meter(page, 'CPU')).toHaveAccessibleDescription(/Silo quotas: 80 vCPUs/)
  const silos = page.getByRole('region', { name: 'Silos' })
  await expect(silos.getByRole('row', { name: /maze-war/ })).toContainText('34 / 64 vCPUs')
  await expect(silos.getByRole('link', { name: 'dark-star' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Silo' }).selectOption('dark-star')
  await expect(page.getByRole('figure').filter({ hasText: 'CPU provisioned' })).toContainText(
    'now 0 vCPUs',
  )
})

test('an IP pool’s page says how many of its addresses are allocated', async ({ page }) => {
  await page.goto('/system/networking/ip-pools/ip-pool-1')
  const pool = page.getByRole('meter', { name: 'Addresses allocated' })
  await expect(pool).toHaveAccessibleDescription('5 of 42 allocated · 37 remaining')
  await expect(pool).toHaveAttribute('aria-valuetext', '12%')
  await expect(page.getByRole('heading', { name: 'IP ranges' })).toBeVisible()
  // the list's "IPs remaining" cell is worked out from the id: the ID property stays the id
  await expect(page.getByRole('definition').filter({ hasText: /^37$/ })).toHaveCount(0)
  await expect(page.getByRole('definition').filter({ hasText: /…/ })).toHaveCount(1)
})

test('the IP pool list says how many addresses each pool has left', async ({ page }) => {
  await page.goto('/system/networking/ip-pools')
  await expect(page.getByRole('columnheader', { name: 'IPs remaining' })).toBeVisible()
  await expect(
    rowOf(page, 'ip-pool-1').getByRole('cell', { name: '37', exact: true }),
  ).toBeVisible()
})

test('a silo’s id is copied from its utilization row, never shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/system/utilization')
  const row = page.getByRole('region', { name: 'Silos' }).getByRole('row', { name: /maze-war/ })
  const copy = row.getByRole('button', { name: 'Copy ID of maze-war' })
  await copy.click()
  await expect(row.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  await expect(page.getByText(copied)).toHaveCount(0)
  // the confirmation lasts two seconds (spec §9), then the button is itself again
  await expect(row.getByRole('button', { name: 'Copy ID of maze-war' })).toBeVisible()

  // the same id the silo list's own Copy ID gives
  await page.goto('/system/silos')
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await rowAction(page, 'maze-war', 'Copy ID')
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(copied)
})

test('the provisioning history takes a custom range, kept in the link', async ({ page }) => {
  await page.goto('/system/utilization')
  const range = page.getByLabel('Time range')
  await expect(range).toHaveValue(String(24 * 60))
  await range.selectOption({ label: 'Last 7 days' })
  await expect(page).toHaveURL(/\?range=10080$/)

  await range.selectOption({ label: 'Custom' })
  const end = page.getByLabel('End', { exact: true })
  await page.getByLabel('Start').fill('2020-01-02T10:00')
  await end.fill('2020-01-01T10:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(end).toHaveAccessibleDescription('End must be after start')
  await end.fill('2020-01-03T10:00')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\?start=2020-01-0.+&end=2020-01-0.+/)
  const cpu = page.getByRole('figure').filter({ hasText: 'CPU provisioned' })
  await expect(cpu).toContainText(/now \d+ vCPUs/)

  await page.reload()
  await expect(range).toHaveValue('custom')
  await expect(end).toHaveValue('2020-01-03T10:00')
  await page.goBack()
  await expect(range).toHaveValue('10080')
})
