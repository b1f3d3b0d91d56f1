import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const active = '5b7d0000-0000-4000-8000-000000000001'
const failed = '5b7d0000-0000-4000-8000-000000000002'

/** the saved file's bytes: what the browser wrote to disk for the download */
async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFile(path)
}

/** the rows of the bundle's Files table */
const fileRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Files' })
    .getByRole('row')
    .filter({ hasNot: page.locator('th') })

test('an active bundle lists its files with sizes, and each file and the bundle download', async ({
  page,
}) => {
  await page.goto(`/system/support-bundles/${active}`)
  const files = page.getByRole('table', { name: 'Files' })
  const dmesg = files.getByRole('row', { name: /sled-3\/dmesg\.log/ })
  // sizes read from each file's HEAD, in readable units, never a raw byte count
  await expect(dmesg).toContainText('2.25 KiB')
  await expect(files.getByRole('row', { name: /rack\/inventory\.json/ })).toContainText('752 B')
  await expect(fileRows(page)).toHaveCount(4)

  // one file: saved under a name that says which bundle it came from, with the file's bytes
  const fileSaved = page.waitForEvent('download')
  await dmesg.getByRole('button', { name: 'sled-3/dmesg.log actions' }).click()
  await page.getByRole('menuitem', { name: 'Download' }).click()
  const file = await fileSaved
  expect(file.suggestedFilename()).toBe(`support-bundle-${active}-sled-3-dmesg.log`)
  const log = await savedBytes(file)
  expect(log.length).toBe(2304)
  expect(log.toString('utf8')).toContain('t6mfg: port 3 link up')

  // the whole bundle, from the page's menu: a zip, as one file
  const bundleSaved = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Support Bundle actions' }).click()
  await page.getByRole('menuitem', { name: 'Download' }).click()
  const bundle = await bundleSaved
  expect(bundle.suggestedFilename()).toBe(`support-bundle-${active}.zip`)
  const zip = await savedBytes(bundle)
  expect(zip.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'))
  expect(zip.length).toBeGreaterThan(1000)
})

test('the bundle downloads from its row on the list', async ({ page }) => {
  await page.goto('/system/support-bundles')
  const row = page.getByRole('row').filter({ hasText: 'Sled 3 rebooted overnight' })
  const saved = page.waitForEvent('download')
  await row.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Download' }).click()
  const bundle = await saved
  expect(bundle.suggestedFilename()).toBe(`support-bundle-${active}.zip`)
  expect((await savedBytes(bundle)).subarray(0, 2).toString('latin1')).toBe('PK')
})

test('a bundle that is not active keeps Download visible, disabled, with the reason', async ({
  page,
}) => {
  const reason = 'Only active support bundles can be downloaded'
  await page.goto('/system/support-bundles')
  // the seeded bundle whose collection failed
  const row = page.getByRole('row').filter({ hasText: 'failed' })
  await row.getByRole('button', { name: 'Row actions' }).click()
  const fromRow = page.getByRole('menuitem', { name: 'Download' })
  await expect(fromRow).toBeDisabled()
  await expect(fromRow).toHaveAccessibleDescription(reason)
  await page.keyboard.press('Escape')

  await page.goto(`/system/support-bundles/${failed}`)
  await expect(page.getByText('Sled 7 did not answer')).toBeVisible()
  // its Files tab asks for nothing and says why
  await expect(page.getByRole('region', { name: 'Files' })).toContainText(reason)
  await expect(page.getByRole('table', { name: 'Files' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Support Bundle actions' }).click()
  const fromPage = page.getByRole('menuitem', { name: 'Download' })
  await expect(fromPage).toBeDisabled()
  await expect(fromPage).toHaveAccessibleDescription(reason)
})
