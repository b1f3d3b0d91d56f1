import { expect, rowOf, test } from './fixtures'

test('attach and detach an ephemeral IP, then attach a floating IP', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/networking')
  const card = page.getByRole('region', { name: 'External IPs' })
  await expect(card.getByText('No external IPs')).toBeVisible()

  await card.getByRole('button', { name: 'Attach ephemeral IP' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach ephemeral IP' })
  await expect(attach.getByLabel('IP pool')).toHaveValue('ip-pool-1')
  await attach.getByRole('button', { name: 'Attach' }).click()
  await expect(attach).toBeHidden()
  const ephemeral = rowOf(page, 'Ephemeral')
  await expect(ephemeral).toContainText('10.0.0.20')
  await expect(ephemeral).toContainText('ip-pool-1')
  // one ephemeral IP per instance
  await expect(card.getByRole('button', { name: 'Attach ephemeral IP' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  await ephemeral.getByRole('button', { name: '10.0.0.20 actions' }).click()
  await page.getByRole('menuitem', { name: 'Detach' }).click()
  await page
    .getByRole('dialog', { name: 'Detach external IP' })
    .getByRole('button', { name: 'Detach' })
    .click()
  await expect(card.getByText('No external IPs')).toBeVisible()

  await card.getByRole('button', { name: 'Attach floating IP' }).click()
  const floating = page.getByRole('dialog', { name: 'Attach floating IP' })
  await floating.getByLabel('Floating IP').selectOption('cola-float')
  await floating.getByRole('button', { name: 'Attach' }).click()
  await expect(rowOf(page, 'Floating')).toContainText('cola-float')
})

test('SNAT addresses cannot be detached', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/networking')
  await rowOf(page, 'SNAT')
    .getByRole('button', { name: /actions/ })
    .click()
  const detach = page.getByRole('menuitem', { name: /Detach/ })
  await expect(detach).toHaveAttribute('aria-disabled', 'true')
  await expect(detach).toContainText("SNAT IPs can't be detached")
})
