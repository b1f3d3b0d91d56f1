import type { Page } from '@playwright/test'
import { expect, rowOf, test } from './fixtures'

/** a small raw image: 1.5 MiB (plus `extra` bytes), zeros except a boot signature and a few marked blocks */
function imageFile(extra = 0) {
  const bytes = Buffer.alloc(1.5 * 1024 * 1024 + extra)
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
  // its size, once the platform knows it: the whole GiB of the disk it was imported into
  await expect(rowOf(page, 'tiny-image').getByRole('cell', { name: '1 GiB' })).toBeVisible()

  // the temporary disk and snapshot are gone
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Disks' })
    .click()
  await expect(rowOf(page, 'disk-1')).toBeVisible()
  await expect(page.getByRole('cell', { name: /^tiny-image-upload/ })).toHaveCount(0)
})

/** opens the upload panel with every field but the file filled */
async function openUpload(page: Page, name: string) {
  await page.goto('/projects/mock-project/images')
  await page.getByRole('link', { name: /New image/ }).click()
  const panel = page.getByRole('dialog', { name: 'Upload image' })
  await panel.getByRole('textbox', { name: 'Name' }).fill(name)
  await panel.getByRole('textbox', { name: 'OS' }).fill('tinyos')
  await panel.getByRole('textbox', { name: 'Version' }).fill('1')
  return panel
}

/** every call that makes a disk: the first step of an upload */
function diskCreates(page: Page): string[] {
  const made: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/disks') {
      made.push(request.url())
    }
  })
  return made
}

test('a file that is not whole blocks of the chosen size is refused before it uploads', async ({
  page,
}) => {
  const made = diskCreates(page)
  const panel = await openUpload(page, 'odd-image')
  await panel.getByRole('combobox', { name: 'Block size' }).selectOption({ label: '4 KiB' })
  await panel.getByLabel('Image file').setInputFiles(imageFile(512))
  await panel.getByRole('button', { name: 'Upload image' }).click()

  const file = panel.getByLabel('Image file')
  await expect(file).toHaveAccessibleDescription(
    /The file size is not a multiple of the block size \(4 KiB\)/,
  )
  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0)
  // the same file is whole blocks of 512 B: it goes
  await panel.getByRole('combobox', { name: 'Block size' }).selectOption({ label: '512 B' })
  await expect(file).not.toHaveAccessibleDescription(/not a multiple/)
  expect(made).toEqual([])
})

test('a name already taken is refused before any data uploads', async ({ page }) => {
  const made = diskCreates(page)
  const panel = await openUpload(page, 'arch-2024')
  await panel.getByLabel('Image file').setInputFiles(imageFile())
  await panel.getByRole('button', { name: 'Upload image' }).click()

  const name = panel.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveAccessibleDescription(/Image name already exists/)
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0)
  expect(made).toEqual([])
  // another name clears the message
  await name.fill('arch-2025')
  await expect(name).not.toHaveAccessibleDescription(/already exists/)
})

test('cancelling an upload in progress asks first', async ({ page }) => {
  test.setTimeout(60_000)
  // answers that take a moment, so the upload is still running when Cancel is pressed
  await page.addInitScript(() =>
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: [400, 400] })),
  )
  const panel = await openUpload(page, 'slow-image')
  await panel.getByLabel('Image file').setInputFiles(imageFile())
  await panel.getByRole('button', { name: 'Upload image' }).click()
  const progress = panel.getByRole('progressbar', { name: 'Upload progress' })
  await expect(progress).toBeVisible()

  await panel.getByRole('button', { name: 'Cancel upload' }).click()
  const ask = page.getByRole('dialog', { name: 'Cancel upload' })
  await expect(ask).toContainText('Are you sure you want to cancel this upload?')
  // keeping on leaves the upload running
  await ask.getByRole('button', { name: 'Keep uploading' }).click()
  await expect(ask).toBeHidden()
  await expect(progress).toBeVisible()

  await panel.getByRole('button', { name: 'Cancel upload' }).click()
  await page
    .getByRole('dialog', { name: 'Cancel upload' })
    .getByRole('button', { name: 'Cancel upload' })
    .click()
  await expect(page.getByText('Upload cancelled')).toBeVisible({ timeout: 30_000 })
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveValue('slow-image')
})
