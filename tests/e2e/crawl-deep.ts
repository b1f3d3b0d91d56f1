import type { Locator, Page } from '@playwright/test'
import { expectOpens } from './browse-pages'
import { expect } from './fixtures'
import { addRequiredEntries, fillRequired, submitForm } from './fill-form'
import { expectOperatorLanguage } from './guard'

export interface CrawlCounts {
  pages: number
  items: number
  tabs: number
  forms: number
  /** create forms that closed on submit, the mock having made the item */
  submitted: number
  /** pages of the navigation left out by the page bound */
  skipped: number
}

export interface CrawlResult {
  counts: CrawlCounts
  /** what failed, one line each: the page or form, and what the check saw */
  problems: string[]
}

export interface CrawlOptions {
  /**
   * how many list pages also open their first item and its tabs (every page and every create
   * form is always crawled): a bound on the time a large document's crawl takes
   */
  items?: number
  /**
   * how many pages of the navigation are crawled, each with its create form (the rest are left
   * out and counted in `skipped`): a document of hundreds of lists still crawls in minutes
   */
  pages?: number
}

/** the pages a crawl visits when its caller names no bound: CI's consoles have 5 to 45 */
const PAGE_BOUND = 60

/**
 * The full crawl of a console built from another document (issue 23): every page `links`
 * lists, the first item of each list (up to `items` of them), each of that item's tabs, and
 * each list's create form, filled as a person would fill it and submitted on the mock. Every
 * page and form is held to the operator's language (no JSON, no whole UUID as a value). A
 * failure is recorded and the crawl goes on, so one run names every defect; the caller
 * expects `problems` to be empty and the counts to say the crawl reached what it should.
 */
export async function crawlDeep(
  page: Page,
  links: Locator,
  options: CrawlOptions = {},
): Promise<CrawlResult> {
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))
  const counts: CrawlCounts = { pages: 0, items: 0, tabs: 0, forms: 0, submitted: 0, skipped: 0 }
  const problems: string[] = []
  const seen = new Set<string>()
  const itemBound = options.items ?? Number.POSITIVE_INFINITY
  /** runs a check, recording its failure under `where`; says whether it passed */
  const check = async (where: string, step: () => Promise<void>): Promise<boolean> => {
    try {
      await step()
      return true
    } catch (error) {
      problems.push(`${where}: ${firstLine(error)}`)
      return false
    }
  }
  const visit = (href: string) =>
    check(href, async () => {
      await expectOpens(page, href)
      await expectOperatorLanguage(page)
    })

  const pages = [...new Set(hrefs)]
  const pageBound = options.pages ?? PAGE_BOUND
  counts.skipped = Math.max(0, pages.length - pageBound)
  for (const href of pages.slice(0, pageBound)) {
    if (!(await visit(href))) continue
    counts.pages += 1
    const main = page.getByRole('main')
    const create = main.getByRole('link', { name: /^New / })
    const createHref = (await create.count()) > 0 ? await create.first().getAttribute('href') : null
    // the first link of a row is the item's own (its name, else its id)
    const first = main.getByRole('row').nth(1).getByRole('link').first()
    const itemHref = (await first.count()) > 0 ? await first.getAttribute('href') : null
    if (createHref !== null) await crawlForm(page, createHref, counts, check)
    // two lists may show the same items (a silo's users, all users): each item is crawled once
    if (itemHref === null || counts.items >= itemBound || seen.has(itemHref)) continue
    seen.add(itemHref)
    if (!(await visit(itemHref))) continue
    counts.items += 1
    const tabs = page.getByRole('main').getByRole('tablist').getByRole('tab')
    const tabHrefs = await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('href')))
    for (const tab of tabHrefs.filter((tabHref): tabHref is string => tabHref !== null)) {
      if (tab === itemHref) continue
      if (await visit(tab)) counts.tabs += 1
    }
  }
  return { counts, problems }
}

/** opens a create form, fills what it requires and submits it: the form must close */
async function crawlForm(
  page: Page,
  href: string,
  counts: CrawlCounts,
  check: (where: string, step: () => Promise<void>) => Promise<boolean>,
): Promise<void> {
  const form = page.getByRole('dialog')
  const opened = await check(`${href} (form)`, async () => {
    await page.goto(href)
    await expect(form).toBeVisible()
    await expectOperatorLanguage(page)
  })
  if (!opened) return
  counts.forms += 1
  await check(`${href} (submit)`, async () => {
    await fillRequired(page, form)
    let refusal = await submitForm(form)
    // a union's lists are refused one at a time (DigitalOcean's load balancer: its forwarding
    // rules, then its Droplets): a person reads each refusal and adds what it names
    for (let round = 0; round < 3 && refusal !== undefined; round += 1) {
      if (!(await addRequiredEntries(form, refusal))) break
      await fillRequired(page, form)
      refusal = await submitForm(form)
    }
    expect(refusal, 'the form was refused').toBeUndefined()
    counts.submitted += 1
  })
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  // Playwright's messages carry ANSI colours and a call log after the first lines
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 3)
    .join(' ⏎ ')
    .slice(0, 300)
}
