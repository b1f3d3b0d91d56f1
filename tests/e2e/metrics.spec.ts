import { expect, test } from './fixtures'

test('an instance’s metrics open on CPU and chart each tab', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/metrics')
  await expect(page).toHaveURL(/\/instances\/db1\/metrics\/cpu$/)
  const tabs = page.getByRole('tablist', { name: 'Metrics' })
  await expect(tabs.getByRole('tab', { name: 'CPU' })).toHaveAttribute('aria-selected', 'true')
  const cpu = page.getByRole('figure', { name: /CPU utilization/ })
  await expect(cpu).toContainText(/last \d+(\.\d{1,2})?% · peak \d+(\.\d{1,2})?%/)
  await expect(cpu.locator('canvas')).toBeVisible()

  await tabs.getByRole('tab', { name: 'Network' }).click()
  await expect(page).toHaveURL(/\/metrics\/network$/)
  await expect(page.getByRole('figure', { name: /Bytes received/ })).toContainText('/min')
  await expect(page.getByRole('figure', { name: /Bytes sent/ })).toBeVisible()

  await page.getByLabel('Time range').selectOption({ label: 'Last 6 hours' })
  await expect(page.getByRole('figure', { name: /Bytes sent/ }).locator('canvas')).toBeVisible()
})
