import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** the values of one column, by its header, top to bottom; a date by its machine value */
async function columnValues(page: Page, header: string): Promise<string[]> {
  return page.getByRole('table').evaluate((table, name) => {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '')
    const index = headers.findIndex((text) => text.trim().startsWith(name))
    if (index < 0) throw new Error(`no column ${name}`)
    return [...table.querySelectorAll('tbody tr')].map((row) => {
      const cell = row.children[index]
      return (
        cell?.querySelector('time')?.getAttribute('datetime') ?? cell?.textContent?.trim() ?? ''
      )
    })
  }, header)
}

const ascending = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b))
const descending = (values: string[]) => ascending(values).reverse()

async function expectOrder(page: Page, header: string, order: 'ascending' | 'descending') {
  const th = page.getByRole('columnheader', { name: header, exact: true })
  await expect(th).toHaveAttribute('aria-sort', order)
  await expect(async () => {
    const values = await columnValues(page, header)
    expect(values.length).toBeGreaterThan(1)
    expect(values).toEqual(order === 'ascending' ? ascending(values) : descending(values))
  }).toPass({ timeout: 5000 })
}

const lists = [
  { name: 'instances', path: '/projects/mock-project/instances' },
  { name: 'disks', path: '/projects/mock-project/disks' },
  { name: 'projects', path: '/projects' },
  { name: 'silos', path: '/system/silos' },
]

for (const list of lists) {
  test(`the ${list.name} list sorts by name and by creation time, and Back restores the order`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto(list.path)
    const name = page.getByRole('button', { name: 'Name', exact: true })
    const created = page.getByRole('button', { name: 'Time created', exact: true })
    await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-sort',
      'none',
    )

    // a click sorts ascending, a second click descending
    await name.click()
    await expectOrder(page, 'Name', 'ascending')
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/)
    await name.click()
    await expectOrder(page, 'Name', 'descending')
    await expect(page).toHaveURL(/[?&]sort=-name(&|$)/)
    await expect(
      page.getByRole('columnheader', { name: 'Time created', exact: true }),
    ).toHaveAttribute('aria-sort', 'none')

    // the keyboard sorts too: Enter, then Space
    await created.focus()
    await page.keyboard.press('Enter')
    await expectOrder(page, 'Time created', 'ascending')
    await page.keyboard.press('Space')
    await expectOrder(page, 'Time created', 'descending')
    await expect(page).toHaveURL(/[?&]sort=-time_created(&|$)/)

    // Back goes through the orders as they were
    await page.goBack()
    await expectOrder(page, 'Time created', 'ascending')
    await page.goBack()
    await expectOrder(page, 'Name', 'descending')

    // a shared link opens the list in its order
    await page.goto(`${list.path}?sort=-time_created`)
    await expectOrder(page, 'Time created', 'descending')
  })
}

test('a column without an order has no sort button', async ({ page }) => {
  await page.goto('/projects/mock-project/disks')
  // the instance column names other items by their ids: no order a person reads
  const instance = page.getByRole('columnheader', { name: 'Instance' })
  await expect(instance).toBeVisible()
  await expect(instance.getByRole('button')).toHaveCount(0)
  await expect(instance).not.toHaveAttribute('aria-sort')
})
