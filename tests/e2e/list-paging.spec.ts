import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** the mock's seed plus this many more instances in mock-project (bulk-00001…) */
async function seedInstances(page: Page, count: number) {
  await page.addInitScript((instances) => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0, instances }))
  }, count)
}

/** the names in the list's first column, top to bottom */
function names(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].map(
        (row) => row.children[0]?.textContent?.trim() ?? '',
      ),
    )
}

test('the order the API offers is asked of the server, so it holds across pages', async ({
  page,
}) => {
  await seedInstances(page, 13)
  await page.goto('/projects/mock-project/instances?limit=10')
  await expect(page.getByRole('row')).toHaveCount(11)

  const name = page.getByRole('button', { name: 'Name', exact: true })
  await name.click()
  await name.click()
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  // the last names of all 21, not the first ten turned round (those would start at bulk-00010):
  // the server was asked for sort_by=name_descending
  await expect.poll(() => names(page).then((shown) => shown[0])).toBe('you-fail')
  const first = await names(page)
  await expect(page.getByText('Sorted within this page only')).toHaveCount(0)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=/)
  await expect.poll(() => names(page).then((shown) => shown[0])).not.toBe(first[0])
  const second = await names(page)
  expect(second).toEqual([...second].sort((a, b) => b.localeCompare(a)))
  // page two goes on below page one's last name
  expect(second[0]?.localeCompare(first.at(-1) ?? '')).toBeLessThan(0)
})

test('an order the API does not offer sorts the page shown, and says so', async ({ page }) => {
  await seedInstances(page, 13)
  await page.goto('/projects/mock-project/instances?limit=10')
  await page.getByRole('button', { name: 'Time created', exact: true }).click()
  await expect(page.getByText('Sorted within this page only')).toBeVisible()
  // one page only: the hint has nothing to say
  await page.goto('/projects/mock-project/disks?sort=time_created')
  await expect(page.getByRole('table')).toBeVisible()
  await expect(page.getByText('Sorted within this page only')).toHaveCount(0)
})

test('Next then Back returns to page 1; rows per page survive visiting an item', async ({
  page,
}) => {
  await seedInstances(page, 13)
  await page.goto('/projects/mock-project/instances')
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10')
  await expect(page).toHaveURL(/[?&]limit=10/)
  await expect(page.getByRole('row')).toHaveCount(11)
  const pageOne = await names(page)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => names(page).then((shown) => shown[0])).not.toBe(pageOne[0])
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('row')).toHaveCount(2)

  // Prev walks back through the pages
  await page.getByRole('button', { name: 'Prev' }).click()
  await expect(page.getByRole('row')).toHaveCount(11)
  await expect.poll(() => names(page).then((shown) => shown[0])).not.toBe(pageOne[0])

  // Back after the first Next is page 1, still the list
  await page.goBack()
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/instances\?limit=10$/)
  await expect.poll(() => names(page)).toEqual(pageOne)

  // an item's page and back: still ten rows per page
  const item = pageOne[0] ?? ''
  await page.getByRole('link', { name: item, exact: true }).click()
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
  await expect(page.getByRole('row')).toHaveCount(11)
})

const narrowLists = [
  '/projects',
  '/projects/mock-project/instances',
  '/projects/mock-project/disks',
  '/projects/mock-project/snapshots',
  '/projects/mock-project/images',
  '/projects/mock-project/vpcs',
  '/projects/mock-project/floating-ips',
  '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
  '/projects/mock-project/vpcs/mock-vpc/subnets',
  '/system/silos',
  '/system/networking/ip-pools',
]

test('every list fits a 1024 px window without sideways scroll', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1024, height: 768 })
  for (const path of narrowLists) {
    await page.goto(path)
    const table = page.getByRole('table').first()
    await expect(table, path).toBeVisible()
    const [scrollWidth, clientWidth] = await table.evaluate((element) => {
      const scroller = element.parentElement as HTMLElement
      return [scroller.scrollWidth, scroller.clientWidth]
    })
    expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth)
    // "Time created" is whole, never cut by the row menus' column
    const created = page.getByRole('columnheader', { name: 'Time created', exact: true })
    if ((await created.count()) > 0) {
      const cut = await created.evaluate((th) => th.scrollWidth > th.clientWidth)
      expect(cut, `${path}: Time created is clipped`).toBe(false)
    }
  }
})
