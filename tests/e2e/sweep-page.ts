import { test as base, expect, type Page } from '@playwright/test'
import { prepareMockPage, watchConsoleErrors } from './fixtures'

/**
 * One page per worker, reused from route to route: each visit is a full load (the mock starts
 * again from its seed), but without a new browser context each time, so a sweep of ~180 routes
 * stays within a couple of minutes. As with every journey, a console error, uncaught exception
 * or policy violation while a test runs fails that test.
 */
export const test = base.extend<{ sweepErrors: void }, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await prepareMockPage(page)
      await provide(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  sweepErrors: [
    async ({ sweepPage }, provide) => {
      const { errors, stop } = watchConsoleErrors(sweepPage)
      await provide()
      stop()
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** the page has rendered its heading, its dialog if any, and nothing is still loading */
export async function settled(page: Page, modal: boolean) {
  await expect(page.locator('main h1').first()).toBeVisible()
  if (modal) await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // a side modal fades in: colours measured mid-fade fail contrast (seen once in CI on
  // vpc.create's submit button); endless animations (spinners) are not waited for
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // a cancelled animation rejects `finished`: it is over all the same
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
