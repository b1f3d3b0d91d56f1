import { expect, rowAction, rowOf, test } from './fixtures'

test('a BGP configuration is deleted from its list, by name in the query', async ({ page }) => {
  await page.goto('/system/networking/bgp')
  await expect(rowOf(page, 'as65548-lab')).toBeVisible()

  await rowAction(page, 'as65548-lab', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete BGP configuration' })
  await expect(confirm).toContainText('Are you sure you want to delete as65548-lab?')
  await confirm.getByRole('button', { name: 'Delete' }).click()

  await expect(page.getByText('Deleted BGP configuration as65548-lab')).toBeVisible()
  await expect(rowOf(page, 'as65548-lab')).toHaveCount(0)
  await expect(rowOf(page, 'as65547')).toBeVisible()
  // gone for good: the list read afresh (the mock's state lasts until the page reloads)
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  await nav.getByRole('link', { name: 'Announce Sets' }).click()
  await expect(page.getByRole('heading', { name: 'Announce Sets', level: 1 })).toBeVisible()
  await nav.getByRole('link', { name: 'BGP Configurations' }).click()
  await expect(rowOf(page, 'as65547')).toBeVisible()
  await expect(rowOf(page, 'as65548-lab')).toHaveCount(0)
})
