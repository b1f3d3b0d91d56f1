import { crawlDeep } from './crawl-deep'
import { expect, test } from './fixtures'

// The full crawl (tests/e2e/crawl-deep.ts) of each console CI builds from another document
// (scripts/test-all.sh, served beside the platform's console: see playwright.config.ts). Each
// must open every page of its navigation, the first item of its lists with their tabs, and
// every create form, and submit each form on its generated mock, with no JSON and no whole
// UUID on screen. `CRAWL_PORT` crawls one console served there instead (a held-out document:
// `npm run crawl -- <document>`, docs/codegen.md).
const port = Number(process.env.PORT ?? 4173)

interface Console {
  name: string
  port: number
  /** the least the crawl must reach, so a console that lost its pages cannot pass */
  least: { pages: number; forms: number }
  /** list pages whose first item is opened too (every create form is always submitted) */
  items?: number
  /**
   * what the crawl still finds on this console and is not fixed yet: the test is marked to
   * be fixed (`test.fixme`) until it is; `CRAWL_OPEN=1` runs it anyway to list them
   */
  open?: string
}

const heldOut = process.env.CRAWL_PORT
const CONSOLES: Console[] = heldOut
  ? [
      {
        name: 'a held-out document',
        port: Number(heldOut),
        least: { pages: 1, forms: 0 },
        items: 40,
      },
    ]
  : [
      { name: 'our multi-file fixture (Harbor)', port: port + 100, least: { pages: 5, forms: 1 } },
      {
        name: 'Hetzner Cloud',
        port: port + 200,
        least: { pages: 15, forms: 10 },
        items: 30,
      },
      {
        name: 'the platform with no manifest',
        port: port + 300,
        least: { pages: 25, forms: 10 },
        items: 30,
      },
      {
        name: 'DigitalOcean',
        port: port + 600,
        least: { pages: 25, forms: 15 },
        items: 30,
      },
    ]

for (const target of CONSOLES) {
  test.describe(target.name, () => {
    test.use({ baseURL: `http://127.0.0.1:${target.port}` })

    test('every page, first item, tab and create form reads in the operator’s language', async ({
      page,
    }) => {
      test.fixme(target.open !== undefined && !process.env.CRAWL_OPEN, target.open)
      // bounded by its pages and items (crawl-deep.ts): each console takes 5 s to 2 min
      test.setTimeout(360_000)
      await page.goto('/')
      // the side navigation, and the home page's links (a document with two sides, the
      // platform's silo and system, lists both there)
      const navigation = page
        .getByRole('navigation', { name: 'Side navigation' })
        .getByRole('link')
        .or(page.getByRole('main').getByRole('link'))
      const started = Date.now()
      const { counts, problems } = await crawlDeep(page, navigation, { items: target.items })
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(
        `${target.name}: ${JSON.stringify(counts)}, ${problems.length} problems, ${seconds} s`,
      )
      expect(problems).toEqual([])
      expect(counts.pages).toBeGreaterThanOrEqual(target.least.pages)
      expect(counts.forms).toBeGreaterThanOrEqual(target.least.forms)
      expect(counts.submitted).toBe(counts.forms)
    })
  })
}
