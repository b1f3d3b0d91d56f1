import type { Page } from '@playwright/test'
import { expect, rowOf, test } from './fixtures'

/**
 * A page's call answered after the person has left it: the router keeps the page on screen
 * while the next page's code loads, and the failure lands on the page being left. It is that
 * page's own state to show, not an error to throw to the route's boundary on the way out:
 * thrown, React retried the render with the pending navigation, and reported a recovered
 * error (#520, which the fixture catches) or, while the next page's code was still loading,
 * left the screen blank. The next page then shows its own state.
 */

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' })

test('a failure answered after the user left its page stays with that page', async ({ page }) => {
  await page.goto('/projects')
  await expect(rowOf(page, 'mock-project')).toBeVisible()
  // the next page's code (the generic item pages' chunk, tooling/vite/chunks/groups.ts: a
  // silo's authentication settings) is held back, so its navigation waits in the router's
  // transition; were it not held, the page left would be gone before its answer and the
  // "Page not found" below would never show
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/item-pages-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // the list about to be left answers late, and with a failure
  await page.evaluate(() => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: [600, 600] }))
    window.localStorage.setItem('mock-fail-once', JSON.stringify({ 'GET /v1/images': 404 }))
  })
  await sideNav(page).getByRole('link', { name: 'Images' }).click()
  // its call is under way (the mock marks each call it is asked) when the person moves on
  await page.waitForFunction(() => performance.getEntriesByName('mock GET /v1/images').length > 0)
  const answered = page.waitForEvent('console', (message) =>
    message.text().startsWith('API GET /v1/images'),
  )
  await sideNav(page).getByRole('link', { name: 'Authentication Settings' }).click()
  await answered
  // the page still on screen shows its own failure, inside the console, which stays usable
  // (before, React retried that render with the pending navigation and the screen went blank)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(sideNav(page)).toBeVisible()

  // the next page arrives with its own state
  release()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentication Settings' }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /^(Page not found|Something went wrong)$/ }),
  ).toHaveCount(0)
})
