import { expect, test } from './fixtures'

test('resize a stopped instance from its settings tab', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/settings')
  const settings = page.getByRole('region', { name: 'Settings' })
  await settings.getByRole('link', { name: 'Edit settings' }).click()
  const form = page.getByRole('dialog', { name: 'Edit instance settings' })
  const cpus = form.getByRole('spinbutton', { name: 'CPUs' })
  await expect(cpus).toHaveValue('2')
  await cpus.fill('8')
  await form.getByRole('spinbutton', { name: /Memory/ }).fill('16')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Instance stopped-one updated')).toBeVisible()
  const property = (term: string) =>
    settings
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('+ dd')
  await expect(property('CPUs')).toHaveText('8')
  await expect(property('Memory')).toHaveText('16 GiB')
  // the body names it boot_disk, the instance boot_disk_id: the form must keep it, not clear it
  // (shown by the disk's name since references read as names)
  await expect(property('Boot disk')).toHaveText('disk-stopped')
})

test('a running instance cannot be resized', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/settings')
  await expect(page.getByRole('button', { name: 'Edit settings' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})
