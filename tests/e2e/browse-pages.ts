import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

// a page that failed says so in one of these ways; a mock that cannot answer, in the last two
const FAILURES =
  /Page not found|Action not authorized|Something went wrong|Unknown server error|Mock failure|Error reading API response/i

/** opens a page and checks it loaded (a list its rows or empty state, a page its fields) without a failure */
export async function expectOpens(page: Page, href: string): Promise<void> {
  await page.goto(href)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 }), href).toBeVisible()
  await expect(main.getByRole('progressbar')).toHaveCount(0)
  await expect(main, href).not.toContainText(FAILURES)
}

/**
 * Opens every page `links` lists (a console built from a real document: its home page's or its
 * side navigation's), checks each opened without a failure, and counts the list pages and
 * those showing rows. `check` runs on each page once it has loaded.
 */
export async function browseEveryPage(
  page: Page,
  links: Locator,
  check?: (href: string) => Promise<void>,
): Promise<{ lists: number; withRows: number }> {
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))
  let lists = 0
  let withRows = 0
  for (const href of hrefs) {
    await expectOpens(page, href)
    const table = page.getByRole('main').getByRole('table')
    if (check) await check(href)
    if ((await table.count()) === 0) continue
    lists += 1
    if (await table.first().getByRole('row').nth(1).isVisible()) withRows += 1
  }
  return { lists, withRows }
}
