import { expect, rowAction, test } from './fixtures'

test('a floating IP’s edit panel shows its pool and instance by name, linked', async ({ page }) => {
  await page.goto('/projects/mock-project/floating-ips')
  await rowAction(page, 'rootbeer-float', 'Edit')
  const panel = page.getByRole('dialog', { name: 'Edit floating IP' })
  const pool = panel
    .getByRole('definition')
    .filter({ has: page.getByRole('link', { name: 'ip-pool-1' }) })
  await expect(pool).toBeVisible()
  const instance = panel.getByRole('link', { name: 'db1' })
  await expect(instance).toBeVisible()
  // read-only: the form's fields are still only the name and description
  await expect(panel.getByRole('textbox')).toHaveCount(2)
  await expect(panel.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0)

  await instance.click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/db1/)

  // a spare address is attached to nothing: the panel says so instead of a link
  await page.goto('/projects/mock-project/floating-ips/cola-float/edit')
  const spare = page.getByRole('dialog', { name: 'Edit floating IP' })
  await expect(spare.getByRole('link', { name: 'ip-pool-1' })).toBeVisible()
  await expect(spare.getByRole('term').filter({ hasText: 'Instance' })).toBeVisible()
  await expect(spare.getByRole('link')).toHaveCount(1)
})
