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

test('a chart reads out the point under the pointer, and the arrow keys move it', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/db1/metrics/cpu')
  const cpu = page.getByRole('figure', { name: /CPU utilization/ })
  const readout = cpu.getByRole('status')
  await expect(cpu.locator('canvas')).toBeVisible()
  await expect(readout).toHaveText('')

  const box = (await cpu.locator('canvas').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect(readout).toHaveText(/^\d+(\.\d{1,2})?% at .+\d{1,2}:\d{2}/)

  // the keyboard: End is the latest point, the one the summary calls "last"
  const plot = cpu.getByRole('group', { name: 'CPU utilization chart' })
  await page.mouse.move(0, 0)
  await plot.focus()
  await plot.press('End')
  const last = (await cpu.locator('figcaption').textContent())!.match(/last (\S+%)/)![1]!
  await expect(readout).toHaveText(new RegExp(`^${last.replace('.', '\\.')} at `))
  const latest = await readout.textContent()
  await plot.press('ArrowLeft')
  await expect(readout).not.toHaveText(latest!)
  await expect(readout).toHaveText(/% at /)
  await plot.press('ArrowRight')
  await expect(readout).toHaveText(latest!)
  await expect(plot).toHaveAccessibleDescription(latest!)
})

test('the utilization charts read out their points too', async ({ page }) => {
  await page.goto('/system/utilization')
  const cpu = page.getByRole('figure').filter({ hasText: 'CPU provisioned' })
  const plot = cpu.getByRole('group', { name: 'CPU provisioned chart' })
  await plot.focus()
  await plot.press('End')
  const now = (await cpu.locator('figcaption').textContent())!.match(/now (\S+ vCPUs)/)![1]!
  await expect(cpu.getByRole('status')).toHaveText(new RegExp(`^${now} at `))
})
