import { expect, pickOption, rowAction, rowOf, test } from './fixtures'

test('create an instance, stop it and start it again', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/projects/mock-project/instances')
  await page.getByRole('link', { name: 'New instance' }).click()

  // the full-page create: a name and a boot image are all it needs
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('journey-vm')
  await page.getByRole('textbox', { name: 'Description' }).fill('a journey instance')
  await pickOption(page, 'Image', 'debian-12')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(/\/instances\/journey-vm\/storage$/)

  // mock state lives until a full page load: move on inside the app
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Instances' })
    .click()
  const row = rowOf(page, 'journey-vm')
  await expect(row).toBeVisible()
  await expect(row.getByText('running', { exact: true })).toBeVisible({ timeout: 15_000 })

  // the manifest's confirm: its message and its button
  await rowAction(page, 'journey-vm', 'Stop')
  const stop = page.getByRole('dialog', { name: 'Stop instance' })
  await expect(stop).toContainText(
    'Are you sure you want to stop journey-vm? Its disks and IP addresses are kept.',
  )
  await stop.getByRole('button', { name: 'Stop' }).click()
  await expect(row.getByText('stopping', { exact: true })).toBeVisible()
  await expect(row.getByText('stopped', { exact: true })).toBeVisible({ timeout: 15_000 })

  // starting asks nothing: the manifest declares no confirm for it
  await rowAction(page, 'journey-vm', 'Start')
  await expect(page.getByText('Starting instance journey-vm')).toBeVisible()
  await expect(row.getByText('starting', { exact: true })).toBeVisible()
  await expect(row.getByText('running', { exact: true })).toBeVisible({ timeout: 15_000 })
})

test('a disallowed action stays visible, disabled, with its reason', async ({ page }) => {
  await page.goto('/projects/mock-project/instances')
  await rowOf(page, 'db1').getByRole('button', { name: 'Row actions' }).click()
  const start = page.getByRole('menuitem', { name: 'Start' })
  await expect(start).toBeVisible()
  await expect(start).toBeDisabled()
  await expect(start).toHaveAccessibleDescription('Only stopped or failed instances can be started')
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeEnabled()
})
