import { expect, pickOption, rowAction, rowOf, test } from './fixtures'

test('a silo image links to its own page, not to a project', async ({ page }) => {
  await page.goto('/images')
  const link = rowOf(page, 'debian-12').getByRole('link', { name: 'debian-12' })
  await expect(link).toHaveAttribute('href', '/images/debian-12/edit')
  await link.click()
  await expect(page.getByRole('heading', { name: 'debian-12', level: 1 })).toBeVisible()
})

test('promote a project image to the silo, then demote it to a chosen project', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/projects/mock-project/images')
  await rowAction(page, 'arch-2024', 'Promote to silo')
  await page
    .getByRole('dialog', { name: 'Promote image' })
    .getByRole('button', { name: 'Promote' })
    .click()
  await expect(page.getByText('Promoted image arch-2024')).toBeVisible()
  await expect(rowOf(page, 'arch-2024')).toHaveCount(0)

  // mock state lives until a full page load: go to the silo's images inside the app
  await page.getByRole('link', { name: 'Silo', exact: true }).click()
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Images' })
    .click()
  await rowOf(page, 'arch-2024').getByRole('button', { name: 'Row actions' }).click()
  // a silo image cannot be promoted again
  await expect(page.getByRole('menuitem', { name: 'Promote to silo' })).toBeDisabled()
  await page.getByRole('menuitem', { name: 'Demote to project' }).click()
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await pickOption(page, 'Project', 'mock-project')
  await demote.getByRole('button', { name: 'Demote' }).click()
  await expect(page.getByText('Demoted image arch-2024 to project mock-project')).toBeVisible()
  await expect(rowOf(page, 'arch-2024')).toHaveCount(0)
})

test('a snapshot leads to the image made from it', async ({ page }) => {
  await page.goto('/projects/mock-project/snapshots')
  await rowAction(page, 'snapshot-1', 'Create image')
  await expect(page).toHaveURL(/\/projects\/mock-project\/snapshots\/snapshot-1\/images-new$/)
  const form = page.getByRole('dialog', { name: 'Create image from snapshot snapshot-1' })
  await expect(form).toBeVisible()
  // named after the snapshot with spec §5's generated-name rule: prefix and six hex digits
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toHaveValue(/^snapshot-1-image-[0-9a-f]{6}$/)
  const generated = await name.inputValue()
  await form.getByRole('textbox', { name: 'OS' }).fill('debian')
  await form.getByRole('textbox', { name: 'Version' }).fill('12')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(page.getByText(`Image ${generated} created`)).toBeVisible()
})

test('snapshot a disk, then make an image from the snapshot', async ({ page }) => {
  await page.goto('/projects/mock-project/disks')
  await rowAction(page, 'disk-3', 'Snapshot')
  const toast = page.getByText(/^Creating snapshot disk-3-snapshot-[0-9a-f]{6} of disk-3$/)
  await expect(toast).toBeVisible()
  const snapshot = /disk-3-snapshot-[0-9a-f]{6}/.exec(await toast.innerText())![0]

  // the sidebar, not a new page load: the mock's world lives as long as the page
  await page.getByRole('link', { name: 'Snapshots' }).click()
  await expect(rowOf(page, snapshot).getByText('ready', { exact: true })).toBeVisible()
  await rowAction(page, snapshot, 'Create image')
  const form = page.getByRole('dialog', { name: `Create image from snapshot ${snapshot}` })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('disk-3-golden')
  await form.getByRole('textbox', { name: 'Description' }).fill('disk-3 as it was')
  await form.getByRole('textbox', { name: 'OS' }).fill('debian')
  await form.getByRole('textbox', { name: 'Version' }).fill('12')
  // the source is the snapshot, never asked for, and the request says so
  await form.getByRole('button', { name: 'Show request' }).click()
  await expect(form.getByRole('region', { name: 'curl command' })).toContainText(
    '"type": "snapshot"',
  )
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Image disk-3-golden created')).toBeVisible()

  await page.getByRole('link', { name: 'Images' }).click()
  await expect(rowOf(page, 'disk-3-golden')).toContainText('debian')
})

test('a silo image goes although disks were made from it, as the platform lets it', async ({
  page,
}) => {
  // disk-1, the boot disk of db1, was made from ubuntu-22-04: the platform deletes the image and
  // the disk keeps running, so neither the menu nor the mock holds the delete back
  await page.goto('/images')
  await rowAction(page, 'ubuntu-22-04', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete image' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(rowOf(page, 'ubuntu-22-04')).toHaveCount(0)
  await expect(page.getByText(/cannot be deleted/)).toHaveCount(0)
})
