import { expect, test } from './fixtures'

const vpc = '/projects/mock-project/vpcs/mock-vpc'

test('the system router offers no "New route"; a custom router does', async ({ page }) => {
  await page.goto(`${vpc}/routers/system/routes`)
  await expect(page.getByRole('cell', { name: 'default', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New route' })).toHaveCount(0)

  await page.goto(`${vpc}/routers/mock-custom-router/routes`)
  await expect(page.getByRole('cell', { name: 'custom-route', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New route' })).toBeVisible()
})
