import { expect, type Page } from '@playwright/test'

/**
 * Positive signals that a page has taken in what it was waiting for, for the checks of an
 * absence (a link, a dialog, a redirect that must not come): made at once, such a check passes
 * before the app has had its answer, and so proves nothing on a busy machine.
 */

/** two frames of the page: what an answer already in sets off (a render) has been painted */
export async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

/**
 * the in-page mock's performance marks of this name (mock/browser.ts marks every call); none
 * under `page.clock`, which replaces `performance`
 */
export const mockMarks = (page: Page, name: string) =>
  page.evaluate((mark) => performance.getEntriesByName(mark, 'mark').length, name)

/**
 * The mock refused `METHOD /path` with a 403 (it marks a refusal once it has answered), and the
 * page has painted since.
 */
export async function refusalAnswered(page: Page, call: string): Promise<void> {
  await expect.poll(() => mockMarks(page, `mock refused ${call}`)).toBeGreaterThan(0)
  await afterPaint(page)
}

/**
 * The failure `failOnce` planned for `METHOD /path` has been answered (the mock spends the
 * plan's entry as it answers), and the page has painted since.
 */
export async function plannedFailureAnswered(page: Page, call: string): Promise<void> {
  await expect.poll(() => mockMarks(page, `mock ${call}`)).toBeGreaterThan(0)
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const planned = JSON.parse(localStorage.getItem('mock-fail-once') ?? '{}') as object
        return key in planned
      }, call),
    )
    .toBe(false)
  await afterPaint(page)
}
