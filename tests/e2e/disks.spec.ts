import { expect, pickOption, rowAction, rowOf, test } from './fixtures'

test('a disk list row names its instance and offers spec §4’s actions by state', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/disks')
  await expect(rowOf(page, 'disk-1').getByRole('link', { name: 'db1' })).toHaveAttribute(
    'href',
    '/projects/mock-project/instances/db1',
  )

  await rowOf(page, 'disk-1').getByRole('button', { name: 'Row actions' }).click()
  const remove = page.getByRole('menuitem', { name: 'Delete' })
  await expect(remove).toBeDisabled()
  await expect(remove).toHaveAccessibleDescription('Only detached or faulted disks can be deleted')
  await expect(page.getByRole('menuitem', { name: 'Attach' })).toBeDisabled()
  await expect(page.getByRole('menuitem', { name: 'Snapshot' })).toBeEnabled()
  // disk-1 is db1's boot disk: it stays until another is set
  const detach = page.getByRole('menuitem', { name: 'Detach' })
  await expect(detach).toBeDisabled()
  await expect(detach).toHaveAccessibleDescription(
    'Boot disk must be unset before it can be detached',
  )
  await expect(
    page.getByRole('menuitem', { name: 'Set as boot disk' }),
  ).toHaveAccessibleDescription('Already the boot disk')
  await page.keyboard.press('Escape')

  // disk-2 is attached to db1 too, and db1 is running: the instance's state says no, up front
  await rowOf(page, 'disk-2').getByRole('button', { name: 'Row actions' }).click()
  await expect(detach).toBeDisabled()
  await expect(detach).toHaveAccessibleDescription(
    'Only creating, stopped or failed instances can have disks detached',
  )
  const boot = page.getByRole('menuitem', { name: 'Set as boot disk' })
  await expect(boot).toBeDisabled()
  await expect(boot).toHaveAccessibleDescription(
    'Only stopped, failed or creating instances can have their boot disk changed',
  )
})

test('snapshot, attach, make boot disk, detach and delete a disk from the list', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/disks')
  await rowAction(page, 'disk-3', 'Snapshot')
  await expect(
    page.getByText(/^Creating snapshot disk-3-snapshot-[0-9a-f]{6} of disk-3$/),
  ).toBeVisible()

  await rowAction(page, 'disk-3', 'Attach')
  const attach = page.getByRole('dialog', { name: 'Attach disk' })
  // a running instance cannot take a disk: it is not offered
  await page.getByRole('combobox', { name: 'Instance' }).click()
  await expect(page.getByRole('option', { name: /^stopped-one/ })).toBeVisible()
  await expect(page.getByRole('option', { name: /^db1/ })).toHaveCount(0)
  await pickOption(page, 'Instance', 'stopped-one')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(page.getByText('Disk disk-3 attached to stopped-one')).toBeVisible()
  const row = rowOf(page, 'disk-3')
  await expect(row.getByRole('link', { name: 'stopped-one' })).toBeVisible()
  await expect(row.getByText('attached', { exact: true })).toBeVisible()

  await rowAction(page, 'disk-3', 'Set as boot disk')
  await page
    .getByRole('dialog', { name: 'Set boot disk' })
    .getByRole('button', { name: 'Set as boot disk' })
    .click()
  await expect(page.getByText('disk-3 is now the boot disk of stopped-one')).toBeVisible()

  // the boot disk cannot be detached; booting from the other disk again frees it
  await rowOf(page, 'disk-3').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
    'Boot disk must be unset before it can be detached',
  )
  await page.keyboard.press('Escape')
  await rowAction(page, 'disk-stopped', 'Set as boot disk')
  await page
    .getByRole('dialog', { name: 'Set boot disk' })
    .getByRole('button', { name: 'Set as boot disk' })
    .click()
  await expect(page.getByText('disk-stopped is now the boot disk of stopped-one')).toBeVisible()

  await rowAction(page, 'disk-3', 'Detach')
  await page
    .getByRole('dialog', { name: 'Detach disk' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(page.getByText('Disk disk-3 detached from stopped-one')).toBeVisible()
  await expect(row.getByText('detached', { exact: true })).toBeVisible()

  await rowAction(page, 'disk-3', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete disk' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(rowOf(page, 'disk-3')).toHaveCount(0)
})

test('a disk from an image is no smaller than the image, nor over the largest disk', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('from-arch')
  await form.getByRole('textbox', { name: 'Description' }).fill('A copy of Arch')
  await form.getByRole('combobox', { name: 'Disk source' }).selectOption({ label: 'Image' })
  await pickOption(page, 'Image', 'arch-2024')
  const size = form.getByRole('spinbutton', { name: 'Size (GiB)' })
  await size.fill('10')
  await form.getByRole('button', { name: 'Create disk' }).click()
  // arch-2024 is 20 GiB
  await expect(
    form.getByText('Must be at least 20 GiB, the size of the image', { exact: true }),
  ).toBeVisible()
  await size.fill('1024')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Must be at most 1023 GiB', { exact: true })).toBeVisible()
  await size.fill('20')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL('/projects/mock-project/disks/from-arch')
  await expect(page.getByRole('definition').filter({ hasText: /^20 GiB$/ })).toBeVisible()
})
