import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectOpens } from './browse-pages'
import { routeSamples } from './route-samples'

/**
 * Operators work at 1280 px and, on a small laptop or beside a terminal, at 1024 px: every list
 * page of the console fits there without sideways scroll, neither the page nor a table's own
 * scroll container (a table that scrolls inside its card hides its row menu off to the right).
 * At 1024 px the tables' least important columns give way (column-priority.ts) instead.
 */
const WIDTHS = [1280, 1024]

/** what scrolls sideways on the page: the document, then each table's scroll container */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.scrollingElement
    if (root && root.scrollWidth > root.clientWidth) {
      found.push(`page by ${root.scrollWidth - root.clientWidth} px`)
    }
    document.querySelectorAll('main .table-wrap').forEach((wrap, index) => {
      const label = wrap.querySelector('table')?.getAttribute('aria-label') ?? `table ${index + 1}`
      if (wrap.scrollWidth > wrap.clientWidth) {
        found.push(`${label} by ${wrap.scrollWidth - wrap.clientWidth} px`)
      }
    })
    return found
  })
}

const lists = routeSamples.filter(({ route }) => route.page.type === 'list')

for (const { route, sample } of lists) {
  test(`list ${route.id} (${route.path}) fits at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.skip(typeof sample === 'string', typeof sample === 'string' ? sample : '')
    if (typeof sample === 'string') return
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await expectOpens(page, sample.url)
      // names of referenced items arrive after the rows and may widen their cells
      await expect(page.locator('.reference-pending')).toHaveCount(0)
      expect(await sidewaysScroll(page), `${sample.url} at ${width} px`).toEqual([])
    }
  })
}

// the route list of a router the operator made: its destinations and targets are the longest
// cells of any list (a subnet or an instance by name, an IPv6 network); at 1024 px they stay,
// and only the description gives way
test('a custom router route list fits at 1280 and 1024 px, keeping where routes go', async ({
  page,
}) => {
  const url = '/projects/mock-project/vpcs/mock-vpc/routers/mock-custom-router/routes'
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expectOpens(page, url)
    await expect(page.locator('.reference-pending')).toHaveCount(0)
    expect(await sidewaysScroll(page), `${url} at ${width} px`).toEqual([])
    for (const name of ['Name', 'Kind', 'Destination', 'Target']) {
      await expect(header(name), `${name} at ${width} px`).toBeVisible()
    }
    await expect(header('Description')).toBeVisible({ visible: width > 1024 })
  }
  await expect(page.getByRole('cell', { name: 'IP net 192.168.50.0/24' })).toBeVisible()
})

// an item's page has its description whole: it wraps within its property, never running over
// the property beside it (the silo's and the pool's run under "Identity mode", "Version")
for (const url of ['/system/silos/maze-war', '/system/networking/ip-pools/ip-pool-1']) {
  test(`the properties of ${url} stay in their columns at 1440 and 1024 px`, async ({ page }) => {
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      await expectOpens(page, url)
      await expect(page.locator('.properties dd').first()).toBeVisible()
      const spilling = await page
        .locator('.properties dd')
        .evaluateAll((values) =>
          values
            .filter((value) => value.scrollWidth > value.clientWidth + 1)
            .map((value) => (value as HTMLElement).innerText.slice(0, 40)),
        )
      expect(spilling, `${url} at ${width} px`).toEqual([])
    }
  })
}
