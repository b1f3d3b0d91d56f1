import type { Page } from '@playwright/test'
import { expect, rowOf, test } from './fixtures'

/** The value beside a property's term on a detail page. */
function property(page: Page, term: string) {
  return page
    .locator('.property')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition')
}

test('a disk opens from the list on a page of its own, its source and instance by name', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/disks')
  // the list says where each disk came from: an image, a snapshot, or nothing
  await expect(rowOf(page, 'disk-4').getByRole('link', { name: 'snapshot-1' })).toHaveAttribute(
    'href',
    '/projects/mock-project/snapshots/snapshot-1',
  )
  await expect(rowOf(page, 'disk-3').getByRole('cell', { name: '—' }).first()).toBeVisible()

  await rowOf(page, 'disk-1').getByRole('link', { name: 'disk-1' }).click()
  await expect(page).toHaveURL('/projects/mock-project/disks/disk-1')
  await expect(page.getByRole('heading', { level: 1, name: 'disk-1' })).toBeVisible()
  await expect(property(page, 'State')).toHaveText('attached')
  await expect(property(page, 'Size')).toHaveText('20 GiB')
  await expect(property(page, 'Block size')).toHaveText('4 KiB')
  await expect(property(page, 'Time created')).not.toBeEmpty()
  await expect(property(page, 'Instance').getByRole('link', { name: 'db1' })).toHaveAttribute(
    'href',
    '/projects/mock-project/instances/db1',
  )
  // the disk's actions are on its page too, gated as on the list
  await page.getByRole('button', { name: 'Disk actions' }).click()
  const remove = page.getByRole('menuitem', { name: 'Delete' })
  await expect(remove).toBeDisabled()
  await expect(remove).toHaveAccessibleDescription('Only detached or faulted disks can be deleted')
  await expect(page.getByRole('menuitem', { name: 'Snapshot' })).toBeEnabled()
  await page.keyboard.press('Escape')

  await property(page, 'Source').getByRole('link', { name: 'ubuntu-22-04' }).click()
  await expect(page).toHaveURL('/images/ubuntu-22-04/edit')
  await expect(page.getByRole('heading', { level: 1, name: 'ubuntu-22-04' })).toBeVisible()
})

test('a snapshot links the disk it was taken of, and a disk made from it links back', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/snapshots')
  await rowOf(page, 'snapshot-1').getByRole('link', { name: 'disk-1' }).click()
  await expect(page).toHaveURL('/projects/mock-project/disks/disk-1')

  await page.goto('/projects/mock-project/disks/disk-4')
  await property(page, 'Source').getByRole('link', { name: 'snapshot-1' }).click()
  await expect(page).toHaveURL('/projects/mock-project/snapshots/snapshot-1')
  await expect(property(page, 'Disk').getByRole('link', { name: 'disk-1' })).toBeVisible()
})

test('a disk deleted from its own page leaves for the list', async ({ page }) => {
  await page.goto('/projects/mock-project/disks/disk-3')
  await page.getByRole('button', { name: 'Disk actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL('/projects/mock-project/disks')
  await expect(rowOf(page, 'disk-3')).toHaveCount(0)
})

test('the disk list reads its sources once per list, not once per row', async ({ page }) => {
  // the mock marks each call it answers (mock/browser.ts)
  const calls = (path: string) =>
    page.evaluate(
      (name) => performance.getEntriesByType('mark').filter((mark) => mark.name === name).length,
      `mock GET ${path}`,
    )
  await page.goto('/projects/mock-project/disks')
  await expect(rowOf(page, 'disk-1').getByRole('link', { name: 'ubuntu-22-04' })).toBeVisible()
  await expect(rowOf(page, 'disk-4').getByRole('link', { name: 'snapshot-1' })).toBeVisible()
  expect(await calls('/v1/disks')).toBe(1)
  expect(await calls('/v1/snapshots')).toBe(1)
  // the project's images and the silo's: two lists, whatever the number of rows
  expect(await calls('/v1/images')).toBe(2)
})
