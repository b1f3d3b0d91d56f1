import type { Page } from '@playwright/test'
import { failOnce } from './fail-once'
import { expect, rowOf, test } from './fixtures'

const list = '/projects/mock-project/instances'

/** how many times the page asked the mock for an instance's external IPs */
const externalIpCalls = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('mark')
        .filter((mark) => /^mock GET \/v1\/instances\/[^/]+\/external-ips$/.test(mark.name)).length,
  )

/** cells of rows on screen still waiting for their external IPs */
const waitingOnScreen = (page: Page) =>
  page.locator('tbody [aria-busy="true"]').evaluateAll(
    (cells) =>
      cells.filter((cell) => {
        const { top, bottom } = cell.getBoundingClientRect()
        return bottom > 0 && top < window.innerHeight
      }).length,
  )

test('the instance list shows each instance’s ephemeral and floating IPs', async ({ page }) => {
  await page.goto(list)
  const header = page.getByRole('columnheader', { name: 'External IPs' })
  await expect(header).toBeVisible()
  // worked out per row, not a field the API sorts by: a plain header, no sort button
  await expect(header.getByRole('button')).toHaveCount(0)
  await expect(header).not.toHaveAttribute('aria-sort')
  await expect(page.getByRole('button', { name: 'Name', exact: true })).toBeVisible()

  // db1 holds an ephemeral IP and the floating IP rootbeer-float; its SNAT address reaches
  // nothing from outside, so the list leaves it to the Networking tab
  const db1 = rowOf(page, 'db1')
  const cells = page.getByRole('cell')
  const column = await header.evaluate((th) => [...th.parentElement!.children].indexOf(th))
  const db1Ips = db1.getByRole('cell').nth(column)
  await expect(db1Ips.getByRole('listitem')).toHaveText(['10.0.0.22', '10.0.0.23 rootbeer-float'])
  await expect(db1Ips).not.toContainText('10.0.0.21')
  await expect(rowOf(page, 'stopped-one').getByRole('cell').nth(column)).toHaveText('—')
  await expect(cells.filter({ hasText: 'rootbeer-float' })).toHaveCount(1)
})

test('a floating IP attached on the Networking tab shows on the list', async ({ page }) => {
  await page.goto(`${list}/stopped-one/networking`)
  const card = page.getByRole('region', { name: 'External IPs' })
  await card.getByRole('button', { name: 'Attach floating IP' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach floating IP' })
  await attach.getByLabel('Floating IP').selectOption('cola-float')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(card.getByText('cola-float')).toBeVisible()

  await page.getByRole('link', { name: 'Instances' }).first().click()
  await expect(rowOf(page, 'stopped-one')).toContainText('10.0.0.24 cola-float')
})

test('each row of the page shown asks for its own addresses, once', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0, instances: 25 }))
  })
  await page.goto(`${list}?limit=10`)
  await expect(page.getByRole('row')).toHaveCount(11)
  await expect(rowOf(page, 'bulk-00001')).toContainText('—')
  await expect(page.locator('tbody [aria-busy="true"]')).toHaveCount(0)
  // the ten rows shown, not the 34 instances of the project
  expect(await externalIpCalls(page)).toBe(10)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=/)
  // the second page's rows, their cells filled (the first page's rows count eleven too)
  await expect(rowOf(page, 'bulk-00011')).toContainText('—')
  await expect(page.getByRole('row')).toHaveCount(11)
  await expect(page.locator('tbody [aria-busy="true"]')).toHaveCount(0)
  await expect.poll(() => externalIpCalls(page)).toBe(20)
})

test('a failed call marks its own cell only, with no toast', async ({ page }) => {
  await failOnce(page, { 'GET /v1/instances/db1/external-ips': 500 })
  await page.goto(list)
  await expect(
    rowOf(page, 'db1').getByRole('img', { name: 'External IPs could not be loaded' }),
  ).toBeVisible()
  // the other rows fill in as their calls answer, and nothing else reports the failure
  await expect(rowOf(page, 'stopped-one')).toContainText('—')
  await expect(page.getByRole('img', { name: 'External IPs could not be loaded' })).toHaveCount(1)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: /error|failed/i })).toHaveCount(0)
})

test('only the rows on screen ask; the rest ask as they are scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.addInitScript(() => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0, instances: 40 }))
  })
  await page.goto(list)
  // a page of 48 instances, of which a dozen fit on the screen
  await expect(page.getByRole('row')).toHaveCount(49)
  await expect(page.getByRole('row').nth(1)).toContainText('—')
  // every row on screen has had its answer (no cell of theirs still waits)
  await expect.poll(() => waitingOnScreen(page)).toBe(0)
  const first = await externalIpCalls(page)
  expect(first).toBeGreaterThan(5)
  expect(first).toBeLessThan(30)
  // db1, far down the page (the bulk instances sort first), asks once scrolled to. Its call
  // joins the rows' lane behind every call asked before it (first in, first out), so once its
  // cell is filled those calls have all been made: were the rows off screen asking too, all 48
  // would have by now. (A fixed wait before counting let a busy machine pass that.)
  const db1 = rowOf(page, 'db1')
  await db1.scrollIntoViewIfNeeded()
  await expect(db1).toContainText('10.0.0.23 rootbeer-float')
  const total = await externalIpCalls(page)
  expect(total).toBeGreaterThan(first)
  expect(total).toBeLessThan(40)
})
