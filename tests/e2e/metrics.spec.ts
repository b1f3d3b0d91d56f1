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

/** a time `hoursAgo` back, as the browser's `datetime-local` input writes it */
const localInput = (page: import('@playwright/test').Page, hoursAgo: number) =>
  page.evaluate((hours) => {
    const date = new Date(Date.now() - hours * 3_600_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, hoursAgo)

test('a custom time range is checked, kept in the link, and undone by Back', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/metrics/disk')
  const range = page.getByLabel('Time range')
  await range.selectOption({ label: 'Custom' })
  const start = page.getByLabel('Start')
  const end = page.getByLabel('End', { exact: true })
  const apply = page.getByRole('button', { name: 'Apply' })

  await start.fill(await localInput(page, 2))
  await end.fill(await localInput(page, 3))
  await apply.click()
  await expect(end).toHaveAccessibleDescription('End must be after start')
  await expect(page).not.toHaveURL(/start=/)

  await end.fill(await localInput(page, -1))
  await apply.click()
  await expect(end).toHaveAccessibleDescription('End must not be in the future')
  await expect(page).not.toHaveURL(/start=/)

  const from = await localInput(page, 3)
  const to = await localInput(page, 2)
  await end.fill(to)
  await start.fill(from)
  await apply.click()
  await expect(page).toHaveURL(/\/metrics\/disk\?start=.+&end=.+/)
  await expect(end).not.toHaveAttribute('aria-invalid')
  const read = page.getByRole('figure', { name: /Bytes read/ })
  await expect(read).toContainText(/last .+\/min/)
  // the latest point of the window is its last whole minute before the end
  const plot = read.getByRole('group', { name: 'Bytes read chart' })
  await plot.focus()
  await plot.press('End')
  await expect(read.getByRole('status')).toHaveText(/\/min at /)

  // Back: the preset the custom range replaced; Forward: the custom range again
  const link = page.url()
  await page.goBack()
  await expect(range).toHaveValue('60')
  await expect(start).toBeHidden()
  await page.goForward()
  await expect(range).toHaveValue('custom')
  await expect(end).toHaveValue(to)

  // a shared link, opened afresh, brings the same window back
  await page.goto('/projects/mock-project/instances/db1/metrics/disk')
  await expect(range).toHaveValue('60')
  await page.goto(link)
  await expect(range).toHaveValue('custom')
  await expect(start).toHaveValue(from)
  await expect(end).toHaveValue(to)
  await expect(read).toContainText(/last .+\/min/)
})

test('the CPU chart counts the vCPU state chosen, kept in the link', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/metrics/cpu')
  const state = page.getByLabel('CPU state')
  await expect(state).toHaveValue('run')
  const summary = page.getByRole('figure', { name: /CPU utilization/ }).locator('figcaption')
  await expect(summary).toContainText('last')
  const running = await summary.textContent()

  await state.selectOption({ label: 'Emulation' })
  await expect(page).toHaveURL(/\/metrics\/cpu\?state=emulation$/)
  await expect(summary).not.toHaveText(running!)
  await expect(summary).toContainText('last')

  await page.reload()
  await expect(state).toHaveValue('emulation')
  await page.goBack()
  await expect(state).toHaveValue('run')
  await expect(page).toHaveURL(/\/metrics\/cpu$/)
  // the reload restarted the in-page mock, whose samples run on the clock: the figures are
  // read anew, not compared with the first page's
  await expect(summary).toContainText('last')

  // only a timeseries kept by state offers the choice
  await page.getByRole('tab', { name: 'Disk' }).click()
  await expect(page.getByRole('figure', { name: /Bytes read/ })).toBeVisible()
  await expect(page.getByLabel('CPU state')).toHaveCount(0)
})
