import { expect, rowOf, test } from './fixtures'

/** a small raw image: 1.5 MiB, zeros except a boot signature and a few marked blocks */
function imageFile() {
  const bytes = Buffer.alloc(1.5 * 1024 * 1024)
  bytes[510] = 0x55
  bytes[511] = 0xaa
  bytes.fill(7, 600 * 1024, 601 * 1024)
  return { name: 'tiny.raw', mimeType: 'application/octet-stream', buffer: bytes }
}

test('upload a local image file through the bulk-write import', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/projects/mock-project/images')
  await page.getByRole('link', { name: /New image/ }).click()
  const panel = page.getByRole('dialog', { name: 'Upload image' })
  // nothing starts until the fields are valid
  await panel.getByRole('button', { name: 'Upload image' }).click()
  await expect(panel.getByText('Choose an image file')).toBeVisible()

  await panel.getByRole('textbox', { name: 'Name' }).fill('tiny-image')
  await panel.getByRole('textbox', { name: 'OS' }).fill('tinyos')
  await panel.getByRole('textbox', { name: 'Version' }).fill('1')
  await panel.getByLabel('Image file').setInputFiles(imageFile())
  await panel.getByRole('button', { name: 'Upload image' }).click()

  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(page.getByText('Image tiny-image uploaded')).toBeVisible({ timeout: 30_000 })
  await expect(panel).toBeHidden()
  await expect(rowOf(page, 'tiny-image')).toContainText('tinyos')

  // the temporary disk and snapshot are gone
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await expect(rowOf(page, 'disk-1')).toBeVisible()
  await expect(page.getByRole('cell', { name: /^tiny-image-upload/ })).toHaveCount(0)
})
