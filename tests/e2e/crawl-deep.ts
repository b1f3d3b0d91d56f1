import type { Locator, Page } from '@playwright/test'
import { expectOpens } from './browse-pages'
import { expect } from './fixtures'
import { expectOperatorLanguage } from './guard'

/**
 * The full crawl of a console built from another document (issue 23): every page `links`
 * lists, the first item of each list, each of that item's tabs, and each list's create form,
 * all held to the operator's language (no JSON, no whole UUID as a value). Returns how many of
 * each it opened, so a test can say the crawl reached them.
 */
export async function crawlDeep(
  page: Page,
  links: Locator,
): Promise<{ pages: number; items: number; tabs: number; forms: number }> {
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))
  const counts = { pages: 0, items: 0, tabs: 0, forms: 0 }
  for (const href of hrefs) {
    await expectOpens(page, href)
    await expectOperatorLanguage(page)
    counts.pages += 1
    const main = page.getByRole('main')
    const create = main.getByRole('link', { name: /^New / })
    const createHref = (await create.count()) > 0 ? await create.first().getAttribute('href') : null
    // the first link of a row is the item's own (its name, else its id)
    const first = main.getByRole('row').nth(1).getByRole('link').first()
    const itemHref = (await first.count()) > 0 ? await first.getAttribute('href') : null
    if (createHref !== null) {
      await page.goto(createHref)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectOperatorLanguage(page)
      counts.forms += 1
    }
    if (itemHref === null) continue
    await expectOpens(page, itemHref)
    await expectOperatorLanguage(page)
    counts.items += 1
    const tabs = page.getByRole('main').getByRole('tablist').getByRole('tab')
    const tabHrefs = await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('href')))
    for (const tab of tabHrefs.filter((tabHref): tabHref is string => tabHref !== null)) {
      await expectOpens(page, tab)
      await expectOperatorLanguage(page)
      counts.tabs += 1
    }
  }
  return counts
}
