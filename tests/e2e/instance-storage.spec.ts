import { expect, rowAction, rowOf, test } from './fixtures'

test('attach a detached disk to a stopped instance, then detach it', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/storage')
  const disks = page.getByRole('region', { name: 'Other disks' })
  await expect(rowOf(page, 'disk-stopped')).toBeVisible()
  // the boot disk stays attached until it is unset
  await rowOf(page, 'disk-stopped').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveAccessibleDescription(
    'Boot disk must be unset before it can be detached',
  )
  await page.keyboard.press('Escape')

  await disks.getByRole('button', { name: 'Attach existing disk' }).click()
  const panel = page.getByRole('dialog', { name: 'Attach disk' })
  const choice = panel.getByRole('combobox', { name: 'Disk' })
  // only disks that can be attached are offered (judged once the offer is in: the disks
  // arrive after the panel)
  await expect(choice.getByRole('option', { name: 'disk-3' })).toBeAttached()
  await expect(choice.getByRole('option', { name: 'disk-1' })).toHaveCount(0)
  await choice.selectOption({ label: 'disk-3' })
  await panel.getByRole('button', { name: 'Attach disk' }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByText('Disk disk-3 attached')).toBeVisible()
  await expect(rowOf(page, 'disk-3')).toBeVisible()

  await rowAction(page, 'disk-3', 'Detach')
  await page
    .getByRole('dialog', { name: 'Detach disk' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(page.getByText('Disk disk-3 detached')).toBeVisible()
  await expect(rowOf(page, 'disk-3')).toHaveCount(0)
})

test('a running instance keeps its disks: attach and detach are disabled', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/storage')
  await expect(rowOf(page, 'disk-1')).toBeVisible()
  for (const name of ['Attach existing disk', 'Create disk'])
    await expect(page.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
  await rowOf(page, 'disk-1').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toBeDisabled()
})

test('create a disk from the storage tab: it is made and attached in one step', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/stopped-one/storage')
  const disks = page.getByRole('region', { name: 'Other disks' })
  await disks.getByRole('button', { name: 'Create disk' }).click()
  // the disk list's own create form, its bounds included
  const form = page.getByRole('dialog', { name: 'Create disk for stopped-one' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('scratch')
  const size = form.getByRole('spinbutton', { name: 'Size (GiB)' })
  await size.fill('1024')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Must be at most 1023 GiB', { exact: true })).toBeVisible()
  await size.fill('16')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Disk scratch created and attached')).toBeVisible()
  await expect(disks.getByRole('row', { name: /scratch/ })).toContainText('attached')
})
