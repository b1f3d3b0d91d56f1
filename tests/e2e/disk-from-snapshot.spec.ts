import type { Page } from '@playwright/test'
import { expect, pickOption, rowOf, test } from './fixtures'

/** The value beside a property's term on a detail page. */
function property(page: Page, term: string) {
  return page
    .locator('.property')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition')
}

test('a disk made from a snapshot: its picker reads "Snapshot", and the new disk names its source', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('restored')
  await form.getByRole('combobox', { name: 'Disk source' }).selectOption({ label: 'Snapshot' })
  // chosen by name, so named for what it picks, on screen as for a screen reader
  await expect(form.getByRole('combobox', { name: 'Snapshot', exact: true })).toBeVisible()
  await expect(form.getByText('Snapshot ID')).toHaveCount(0)
  await expect(form.locator('label', { hasText: /^Snapshot\b/ })).toBeVisible()
  await pickOption(page, 'Snapshot', 'snapshot-1')

  // snapshot-1 is 20 GiB: a disk made from it is no smaller
  const size = form.getByRole('spinbutton', { name: 'Size (GiB)' })
  await size.fill('10')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(
    form.getByText('Must be at least 20 GiB, the size of the snapshot', { exact: true }),
  ).toBeVisible()
  await size.fill('20')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()

  // the new disk's page names its snapshot, linked; the list's Source column too
  await expect(page).toHaveURL('/projects/mock-project/disks/restored')
  await expect(property(page, 'Source').getByRole('link', { name: 'snapshot-1' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await rowOf(page, 'restored').getByRole('link', { name: 'snapshot-1' }).click()
  await expect(page).toHaveURL('/projects/mock-project/snapshots/snapshot-1')
  await expect(property(page, 'Disk').getByRole('link', { name: 'disk-1' })).toBeVisible()
})
