import { expect, rowAction, rowOf, test } from './fixtures'

/**
 * Spec §2's layout sentences, as a person meets them: tabs move with the left and right
 * arrows, a list has a footer with rows per page, Prev and Next, a route keeps its scroll
 * position, form panels are 32rem side modals and dialogs are centred.
 */

test('tabs are tabs, and the left and right arrows move between them', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/storage')
  const tabs = page.getByRole('tablist', { name: 'Instance tabs' }).getByRole('tab')
  await expect(tabs).toHaveText(['Storage', 'Networking', 'Metrics', 'Connect', 'Settings'])
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/\/db1\/networking$/)
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.first()).toBeFocused()
  await expect(page).toHaveURL(/\/db1\/storage$/)
  // the ends wrap, as a tab list's arrows do
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.last()).toBeFocused()
  await expect(page).toHaveURL(/\/db1\/settings$/)
})

test('a list ends in a footer with rows per page, Prev and Next', async ({ page }) => {
  // the seed's eight instances of mock-project and thirteen more the mock makes at start: 21
  await page.addInitScript(() =>
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0, instances: 13 })),
  )
  await page.goto('/projects/mock-project/instances')
  await expect(rowOf(page, 'db1')).toBeVisible()
  const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' })
  const prev = page.getByRole('button', { name: 'Prev' })
  const next = page.getByRole('button', { name: 'Next' })
  const rows = page.locator('main tbody tr')
  await expect(rows).toHaveCount(21)
  await expect(prev).toBeDisabled()
  await expect(next).toBeDisabled()

  await rowsPerPage.selectOption('10')
  await expect(rows).toHaveCount(10)
  await expect(prev).toBeDisabled()
  await next.click()
  await expect(rows).toHaveCount(10)
  await next.click()
  await expect(rows).toHaveCount(1)
  await expect(next).toBeDisabled()
  await prev.click()
  await expect(rows).toHaveCount(10)
  await expect(prev).toBeEnabled()
})

test('a route keeps its scroll position when left by a link and reached again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 300 })
  await page.goto('/projects/mock-project/instances')
  await expect(rowOf(page, 'stopped-one')).toBeVisible()
  const left = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    return window.scrollY
  })
  expect(left).toBeGreaterThan(50)

  // away through the side nav, to a route not seen yet: it starts at its top
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  await nav.getByRole('link', { name: 'Disks' }).click()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // and back the same way, not through the browser's Back: the list is where it was left
  await nav.getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
})

test('a form opens in a side modal 32rem wide, at the right edge', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/projects/mock-project/disks-new')
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await expect(panel).toBeVisible()
  const rootFontSize = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).fontSize),
  )
  await expect
    .poll(async () => (await panel.boundingBox())?.width)
    .toBeCloseTo(32 * rootFontSize, 0)
  const box = (await panel.boundingBox())!
  expect(box.x + box.width).toBeCloseTo(1440, 0)
})

test('a confirm dialog is centred in the window', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/projects/mock-project/instances')
  await rowAction(page, 'db1', 'Stop')
  const dialog = page.getByRole('dialog', { name: 'Stop instance' })
  await expect(dialog).toBeVisible()
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!
      return Math.round(box.x + box.width / 2)
    })
    .toBeGreaterThan(715)
  const box = (await dialog.boundingBox())!
  expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(5)
  expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThan(60)
  expect(box.width).toBeLessThan(720)
})
