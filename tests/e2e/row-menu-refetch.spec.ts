import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A page that polls (a rollout in progress, a list with a starting instance) must not close
 * the row menu the operator just opened: the refetch redraws the row, it does not replace it.
 */

/** how many times the page has asked the mock for `call` ("GET /v1/instances") */
const callsTo = (page: Page, call: string) =>
  page.evaluate((name) => performance.getEntriesByName(name, 'mark').length, `mock ${call}`)

/** waits until the page has asked for `call` `times` more times */
async function refetched(page: Page, call: string, times = 1) {
  const before = await callsTo(page, call)
  await expect
    .poll(() => callsTo(page, call), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + times)
}

test('an open release menu stays open while the rollout polls, and its action still works', async ({
  page,
}) => {
  await page.goto('/system/update')
  const releases = page.getByRole('region', { name: 'Releases' })
  await expect(releases.getByRole('row', { name: /^2\.1\.0/ })).toBeVisible()
  await releases.getByRole('button', { name: 'Release 2.1.0 actions' }).click()
  const menu = page.getByRole('menu', { name: 'Release 2.1.0 actions' })
  await expect(menu).toBeVisible()
  // two polls of the rollout's status land while the menu is open
  await refetched(page, 'GET /v1/system/update/status', 2)
  await expect(menu).toBeVisible()
  await menu.getByRole('menuitem', { name: /Set as target release/ }).click()
  await expect(page.getByRole('dialog', { name: 'Set target release' })).toContainText('2.1.0')
})

test('an open instance menu stays open while the list polls its starting instance', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('row', { name: /not-there-yet/ })).toContainText('starting')
  await page.getByRole('row', { name: /db1/ }).getByRole('button', { name: 'Row actions' }).click()
  const menu = page.getByRole('menu', { name: 'Row actions' })
  await expect(menu).toBeVisible()
  await refetched(page, 'GET /v1/instances')
  await expect(menu).toBeVisible()
})
