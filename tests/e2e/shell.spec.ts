import { expect, rowOf, test } from './fixtures'
import { afterPaint, mockMarks } from './settle'

test('the root goes to the projects list', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
})

test('the mock shows the technical-preview banner, a named landmark saying all of §1', async ({
  page,
}) => {
  await page.goto('/projects')
  const banner = page.getByRole('region', { name: 'Technical preview' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('the console runs against an in-browser mock API')
  await expect(banner).toContainText('only you can see them, and they vanish on refresh')
  await expect(banner).toContainText('not fully representative')
  // a resource made here is still there after a client-side navigation, gone after a refresh
  await page.getByRole('link', { name: 'New project' }).click()
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('kept-for-now')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/kept-for-now/instances')
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await expect(page.getByRole('link', { name: 'kept-for-now' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('link', { name: 'mock-project' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'kept-for-now' })).toHaveCount(0)
})

test('breadcrumbs follow the route', async ({ page }) => {
  await page.goto('/projects/mock-project/instances')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'mock-project' })).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'Instances' })).toBeVisible()
})

test('the user menu is named by the name it shows', async ({ page }) => {
  await page.goto('/projects')
  const button = page.getByRole('button', { name: /^hannah\.arendt\b.*user menu/i })
  await expect(button).toHaveText(/hannah\.arendt/)
})

test('a new page takes focus on its heading and is announced', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Images' })
    .click()
  const heading = page.locator('main h1')
  await expect(heading).toHaveText('Images')
  await expect(heading).toBeFocused()
  // the route's announcement; a list still loading is a status of its own beside it
  const announced = page.getByRole('main').getByRole('status').filter({ hasText: 'Images' })
  await expect(announced).toHaveText('Images | Rack Console')
})

test('Escape on a side modal gives focus back to what opened it', async ({ page }) => {
  await page.goto('/projects')
  const opener = page.getByRole('link', { name: 'New project' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await expect(form).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('a slow page shows a progress bar and a spinner, not a bare line', async ({ page }) => {
  // after the fixture's zero delay: every answer now takes 1.5 s
  await page.addInitScript(() => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: [1500, 1500] }))
  })
  await page.goto('/projects')
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'mock-project' })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})

test('while the next page’s code loads, the page on screen stays under a progress bar', async ({
  page,
}) => {
  await page.goto('/images')
  const link = rowOf(page, 'debian-12').getByRole('link', { name: 'debian-12' })
  await expect(link).toBeVisible()
  // from here on every script takes 1.5 s to arrive
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await link.click()
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'debian-12', level: 1 })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})

test('a new page starts at its top, and Back returns to where the list was left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 240 })
  await page.goto('/images')
  const link = rowOf(page, 'debian-12').getByRole('link', { name: 'debian-12' })
  await expect(link).toBeVisible()
  // the list's bottom, some way down
  const left = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    return window.scrollY
  })
  expect(left).toBeGreaterThan(50)
  await page.getByRole('link', { name: 'Projects' }).first().click()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(link).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)
})

test('at 1024 px a wide table keeps its row menu in view', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/projects/mock-project/instances')
  const menu = page.locator('main tbody tr').first().getByRole('button', { name: 'Row actions' })
  await expect(menu).toBeInViewport({ ratio: 1 })
  await menu.click()
  await expect(page.getByRole('menuitem').first()).toBeVisible()
})

test('the inventory is one page with a Sleds and a Disks tab, and opens on the sleds', async ({
  page,
}) => {
  await page.goto('/system/inventory')
  await expect(page).toHaveURL('/system/inventory/sleds')
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Inventory tabs' })
  await expect(tabs.getByRole('tab', { name: 'Sleds' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('row').filter({ hasText: 'BRM44220001' })).toBeVisible()

  await tabs.getByRole('tab', { name: 'Disks' }).click()
  await expect(page).toHaveURL('/system/inventory/disks')
  await expect(tabs.getByRole('tab', { name: 'Disks' })).toHaveAttribute('aria-selected', 'true')
  // the tab names the list: the table is named by it, and its heading is for screen readers only
  await expect(page.getByRole('table', { name: 'Physical Disks' })).toBeVisible()
  const heading = page.getByRole('heading', { name: 'Physical Disks', level: 2 })
  await expect(heading).toHaveClass(/visually-hidden/)
  expect((await heading.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1)
  // the side nav's Inventory item stays current on either tab
  await expect(
    page
      .getByRole('navigation', { name: 'Side navigation' })
      .getByRole('link', { name: 'Inventory' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('moving between lists asks for the list, not for the signed-in user again', async ({
  page,
}) => {
  // the mock marks each call it answers (mock/browser.ts): count the who-am-I ones
  const whoAmICalls = () => mockMarks(page, 'mock GET /v1/me')
  const instanceListCalls = () => mockMarks(page, 'mock GET /v1/instances')
  await page.goto('/projects/mock-project/instances')
  await expect(rowOf(page, 'db1')).toBeVisible()
  await expect.poll(whoAmICalls).toBeGreaterThan(0)
  const before = await whoAmICalls()
  // past the client's stale time, when a query that mounts again is asked again
  await page.waitForTimeout(2_500)
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await expect(rowOf(page, 'disk-1')).toBeVisible()
  const listed = await instanceListCalls()
  await page.getByRole('link', { name: 'Instances', exact: true }).click()
  // (the disks list names db1 too, as the instance a disk is attached to)
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(rowOf(page, 'db1')).toBeVisible()
  // the rows show at once from the cache: count once the stale list has been asked again, as
  // the page mounted, when a who-am-I asked again would have gone out too
  await expect.poll(instanceListCalls).toBeGreaterThan(listed)
  await afterPaint(page)
  expect(await whoAmICalls()).toBe(before)
})
