import { expect, test } from './fixtures'

test('the root goes to the projects list', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
})

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
})

test('the mock shows the technical-preview banner', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByText(/in-browser mock API/)).toBeVisible()
})

test('breadcrumbs follow the route', async ({ page }) => {
  await page.goto('/projects/mock-project/instances')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'mock-project' })).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'Instances' })).toBeVisible()
})
