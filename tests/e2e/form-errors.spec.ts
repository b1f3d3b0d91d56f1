import { expect, test } from './fixtures'

test('a form refused by its own checks lists every error in its footer', async ({ page }) => {
  await page.goto('/projects/mock-project/snapshots-new')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Not A Name')
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()
  // spec §8: several errors under the heading "Errors" with a count, and "Error" in the footer
  const errors = dialog.getByRole('alert')
  await expect(errors.getByRole('heading', { name: 'Errors' })).toBeVisible()
  await expect(errors.getByText('2 issues', { exact: true })).toBeVisible()
  await expect(errors.getByRole('listitem')).toHaveText([/^Name: /, 'Disk: Required'])
  await expect(dialog.getByText('Error', { exact: true })).toBeVisible()
})
