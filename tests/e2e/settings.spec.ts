import { expect, rowAction, rowOf, test } from './fixtures'

test('add an SSH key, find it in the list and delete it', async ({ page }) => {
  await page.goto('/settings/ssh-keys')
  await expect(page.getByRole('heading', { name: 'SSH Keys', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Add SSH key' }).click()

  const add = page.getByRole('dialog', { name: 'Add SSH key' })
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('work-laptop')
  const key = add.getByRole('textbox', { name: 'Public key' })
  // the help names the format as code, never with the document's backticks
  await expect(key).toHaveAccessibleDescription(/such as ssh-ed25519 AAAA… user@host\./)
  await key.fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH0 me@work-laptop')
  await add.getByRole('button', { name: 'Add SSH key' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByRole('heading', { name: 'work-laptop', level: 1 })).toBeVisible()
  await expect(
    page.getByText('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH0 me@work-laptop'),
  ).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'SSH Keys' })
    .click()
  await expect(rowOf(page, 'work-laptop')).toBeVisible()
  await rowAction(page, 'work-laptop', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete SSH key' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(rowOf(page, 'work-laptop')).toHaveCount(0)
  await expect(rowOf(page, 'mac-mini')).toBeVisible()
})

test('revoke an access token', async ({ page }) => {
  await page.goto('/settings/access-tokens')
  await expect(page.getByRole('heading', { name: 'Access Tokens', level: 1 })).toBeVisible()
  const rows = page.getByRole('row', { name: /Row actions/ })
  await expect(rows).toHaveCount(2)
  await rows.first().getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Revoke' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke access token' })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(confirm).toBeHidden()
  await expect(rows).toHaveCount(1)
})
