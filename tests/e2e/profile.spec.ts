import { expect, test } from './fixtures'

test("the profile lists the signed-in user's groups by name", async ({ page }) => {
  await page.goto('/settings/profile')
  const groups = page.getByRole('region', { name: 'Groups' })
  await expect(groups.getByRole('link', { name: 'kernel-devs' })).toBeVisible()
  await expect(groups.getByRole('listitem')).toHaveCount(1)
})

test('a user in no group sees that on the profile', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mock-user', 'simone.de.beauvoir'))
  await page.goto('/settings/profile')
  const groups = page.getByRole('region', { name: 'Groups' })
  await expect(groups.getByText('No groups')).toBeVisible()
  await expect(groups.getByRole('listitem')).toHaveCount(0)
})
