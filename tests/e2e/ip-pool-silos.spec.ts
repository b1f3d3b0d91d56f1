import { expect, rowAction, rowOf, test } from './fixtures'

test('a linked silo’s default pool is made and cleared, asking first when it replaces another', async ({
  page,
}) => {
  await page.goto('/system/networking/ip-pools/ip-pool-3/silos')
  const link = rowOf(page, 'maze-war')
  await expect(link.getByRole('cell', { name: 'No', exact: true })).toBeVisible()
  await link.getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Clear default' })).toHaveAccessibleDescription(
    'Not the default pool of maze-war',
  )
  await page.keyboard.press('Escape')

  // maze-war draws from ip-pool-1 by default: the dialog says it loses that
  await rowAction(page, 'maze-war', 'Make default')
  const replace = page.getByRole('dialog', { name: 'Replace default pool' })
  await expect(replace).toContainText(
    'ip-pool-1 is the default pool of maze-war. Make ip-pool-3 the default instead? ip-pool-1 stops being the default.',
  )
  await replace.getByRole('button', { name: 'Make default' }).click()
  await expect(page.getByText('ip-pool-3 is now the default pool of maze-war')).toBeVisible()
  await expect(link.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible()

  // the platform keeps one default per silo: ip-pool-1 is no longer it
  const nav = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await nav.getByRole('link', { name: 'IP Pools' }).click()
  await page.getByRole('link', { name: 'ip-pool-1', exact: true }).click()
  await page.getByRole('tab', { name: 'Linked silos' }).click()
  await expect(rowOf(page, 'maze-war').getByRole('cell', { name: 'No', exact: true })).toBeVisible()
  await nav.getByRole('link', { name: 'IP Pools' }).click()
  await page.getByRole('link', { name: 'ip-pool-3', exact: true }).click()
  await page.getByRole('tab', { name: 'Linked silos' }).click()
  await rowAction(page, 'maze-war', 'Clear default')
  await expect(page.getByText('maze-war has no default pool now')).toBeVisible()
  await expect(link.getByRole('cell', { name: 'No', exact: true })).toBeVisible()

  // with no default to replace, nothing needs asking
  await rowAction(page, 'maze-war', 'Make default')
  await expect(link.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Replace default pool' })).toHaveCount(0)
})
