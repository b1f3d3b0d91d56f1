import { registry } from '../../src/generated/registry'
import { expect, rowAction, rowOf, test } from './fixtures'
import { refusalAnswered } from './settle'

/** A silo viewer in the example world (openapi/platform/WORLD.md). */
const USER = 'jacob.klein'

test('assign a silo role to a user without one, change it and remove it', async ({ page }) => {
  await page.goto('/access')
  await expect(page.getByRole('heading', { name: 'Silo Access', level: 1 })).toBeVisible()
  // users before groups, then by name
  const names = page.getByRole('table').getByRole('row').locator('td:first-child')
  await expect(names).toHaveText(['hannah.arendt', 'hans.jonas', 'jacob.klein', 'kernel-devs'])
  await expect(rowOf(page, 'hannah.arendt')).toContainText('silo.admin')

  // every seeded silo user holds a role: take one away first
  await rowAction(page, USER, 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete role assignment' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(rowOf(page, USER)).toHaveCount(0)

  await page.getByRole('button', { name: 'Add user or group' }).click()
  const add = page.getByRole('dialog', { name: 'Add user or group' })
  const picker = add.getByRole('combobox', { name: 'User or group' })
  // identities that hold a role already are not offered (judged once the offer is in: the
  // identities arrive after the dialog)
  await expect(picker.getByRole('option', { name: USER })).toBeAttached()
  await expect(picker.getByRole('option', { name: 'hans.jonas' })).toHaveCount(0)
  await expect(add.getByRole('button', { name: 'Assign role' })).toBeDisabled()
  await picker.selectOption({ label: USER })
  await add.getByRole('radio', { name: 'Collaborator', exact: true }).check()
  await add.getByRole('button', { name: 'Assign role' }).click()
  await expect(add).toBeHidden()
  await expect(rowOf(page, USER)).toContainText('silo.collaborator')
  await expect(rowOf(page, USER).getByRole('cell', { name: 'user', exact: true })).toBeVisible()

  await rowAction(page, USER, 'Change role')
  const change = page.getByRole('dialog', { name: 'Change role' })
  await expect(change.getByRole('radio', { name: 'Collaborator', exact: true })).toBeChecked()
  await change.getByRole('radio', { name: 'Viewer' }).check()
  await change.getByRole('button', { name: 'Update role' }).click()
  await expect(change).toBeHidden()
  await expect(rowOf(page, USER)).toContainText('silo.viewer')

  await rowAction(page, USER, 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete role assignment' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(rowOf(page, USER)).toHaveCount(0)
  await expect(rowOf(page, 'hannah.arendt')).toContainText('silo.admin')
})

test('project access shows silo roles read-only beside project roles', async ({ page }) => {
  await page.goto('/projects/mock-project/access')
  await expect(rowOf(page, 'hans.jonas')).toContainText('silo.collaborator')
  await expect(rowOf(page, 'hans.jonas')).toContainText('project.collaborator')
  // hannah holds only a silo role here: nothing to change on this page. The row menus come
  // with what the viewer may do, after the rows: hans's proves they are in
  await expect(rowOf(page, 'hannah.arendt')).toContainText('silo.admin')
  await expect(rowOf(page, 'hans.jonas').getByRole('button', { name: 'Row actions' })).toBeVisible()
  await expect(
    rowOf(page, 'hannah.arendt').getByRole('button', { name: 'Row actions' }),
  ).toHaveCount(0)
})

test('a silo viewer finds the role changes disabled, with the reason', async ({ page }) => {
  await page.addInitScript((user) => window.localStorage.setItem('mock-user', user), USER)
  await page.goto('/access')
  await rowOf(page, 'hans.jonas').getByRole('button', { name: 'Row actions' }).click()
  const change = page.getByRole('menuitem', { name: 'Change role' })
  await expect(change).toBeDisabled()
  await expect(change).toHaveAccessibleDescription('Requires the admin role on maze-war')
  await page.keyboard.press('Escape')
  await expect(rowOf(page, 'hans.jonas')).toContainText('silo.collaborator')
})

test('a user in no group and with no silo role is told where the fault probably lies', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('mock-user', 'simone.de.beauvoir'))
  await page.goto('/projects')
  await expect(page.getByRole('alert')).toContainText('Action not authorized')
  await expect(page.getByText(/identity provider is probably misconfigured/)).toBeVisible()
  // the help the manifest's shell: section names (openapi/manifest/shell.yaml)
  await expect(page.getByRole('link', { name: 'Learn about identity providers' })).toHaveAttribute(
    'href',
    registry.shell?.identityProviderDocs ?? 'the manifest names no help',
  )
})

test('the same notice shows on a crafted page the platform refuses them', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('mock-user', 'simone.de.beauvoir'))
  await page.goto('/utilization')
  await expect(page.getByRole('alert').first()).toContainText('Action not authorized')
  await expect(page.getByText(/identity provider is probably misconfigured/).first()).toBeVisible()
})

test('the system pages are not there for a silo user who is no fleet viewer', async ({ page }) => {
  await page.addInitScript((user) => window.localStorage.setItem('mock-user', user), USER)
  await page.goto('/projects')
  await expect(page.getByRole('cell', { name: 'mock-project', exact: true })).toBeVisible()
  // the System link waits on the fleet policy, not on the list: once its refusal is in
  await refusalAnswered(page, 'GET /v1/system/policy')
  await expect(page.getByRole('link', { name: 'System', exact: true })).toHaveCount(0)

  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Side navigation' })).toHaveCount(0)
  // in a group: the identity provider is not the cause
  await expect(page.getByText(/identity provider/)).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
})

test('the fleet access page lists the fleet roles silos grant, each linked to its silo', async ({
  page,
}) => {
  await page.goto('/system/access')
  const grants = page.getByRole('table', { name: 'Fleet roles granted through silos' })
  // maze-war maps its admins to the fleet's admin role; dark-star maps nothing
  const row = grants.getByRole('row').filter({ hasText: 'maze-war' })
  await expect(row).toContainText('silo.admin')
  await expect(row).toContainText('fleet.admin')
  await expect(grants.getByRole('row').filter({ hasText: 'dark-star' })).toHaveCount(0)
  await row.getByRole('link', { name: 'maze-war' }).click()
  await expect(page.getByRole('heading', { name: 'maze-war', level: 1 })).toBeVisible()
})
