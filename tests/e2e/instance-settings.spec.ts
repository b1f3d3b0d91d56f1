import { expect, pickOption, test } from './fixtures'

test('resize a stopped instance from its settings tab', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/settings')
  const settings = page.getByRole('region', { name: 'Settings' })
  await settings.getByRole('link', { name: 'Edit settings' }).click()
  const form = page.getByRole('dialog', { name: 'Edit instance settings' })
  const cpus = form.getByRole('spinbutton', { name: 'CPUs' })
  await expect(cpus).toHaveValue('2')
  await cpus.fill('8')
  await form.getByRole('spinbutton', { name: /Memory/ }).fill('16')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByText('Instance stopped-one updated')).toBeVisible()
  const property = (term: string) =>
    settings
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('+ dd')
  await expect(property('CPUs')).toHaveText('8')
  await expect(property('Memory')).toHaveText('16 GiB')
  // the body names it boot_disk, the instance boot_disk_id: the form must keep it, not clear it
  // (shown by the disk's name since references read as names)
  await expect(property('Boot disk')).toHaveText('disk-stopped')
})

test('a running instance cannot be resized', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/settings')
  await expect(page.getByRole('button', { name: 'Edit settings' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
})

test('anti-affinity membership: leave a group and join it again while stopped', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/stopped-one/settings')
  const card = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(card.getByRole('link', { name: 'set-apart' })).toHaveAttribute(
    'href',
    '/projects/mock-project/affinity/set-apart',
  )
  // its policy reads as the groups' list reads it, not as the wire's "fail"
  await expect(card.getByRole('row', { name: /set-apart/ })).toContainText('Fail')
  await card.getByRole('button', { name: 'set-apart actions' }).click()
  await page.getByRole('menuitem', { name: 'Remove from group' }).click()
  await page
    .getByRole('dialog', { name: 'Remove from group' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(card.getByText('This instance is in no anti-affinity group.')).toBeVisible()

  await card.getByRole('button', { name: 'Add to group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to anti-affinity group' })
  await pickOption(page, 'Anti-affinity group', 'set-apart')
  await dialog.getByRole('button', { name: 'Add to group' }).click()
  await expect(page.getByText('Added stopped-one to set-apart')).toBeVisible()
  await expect(card.getByRole('link', { name: 'set-apart' })).toBeVisible()
})

test('a running instance joins no group, and its settings show auto restart', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/settings')
  const add = page.getByRole('button', { name: 'Add to group' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await expect(
    page
      .getByRole('region', { name: 'Settings' })
      .getByRole('term')
      .filter({ hasText: /^Auto restart policy$/ }),
  ).toBeVisible()
})

test('resize refuses sizes outside the platform bounds and shows the boot disk', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/stopped-one/settings')
  await page.getByRole('link', { name: 'Edit settings' }).click()
  const form = page.getByRole('dialog', { name: 'Edit instance settings' })
  // the disk the request would send is the one on screen
  await expect(form.getByRole('combobox', { name: 'Boot disk' })).toHaveValue('disk-stopped')
  // help in the operator's words, not the API's nulls
  await expect(form.getByRole('combobox', { name: 'Boot disk' })).toHaveAccessibleDescription(
    'The attached disk the instance boots from.',
  )
  await expect(form.getByText(/or null for none|null uses the platform default/)).toHaveCount(0)

  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('0')
  await form.getByRole('spinbutton', { name: /Memory/ }).fill('5000')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(form.getByText('Must be at least 1', { exact: true })).toBeVisible()
  await expect(form.getByText('Must be at most 1024 GiB', { exact: true })).toBeVisible()
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('65')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(form.getByText('Must be at most 64', { exact: true })).toBeVisible()
  await expect(form).toBeVisible()
})

test('a running instance’s auto restart policy changes, though it cannot be resized', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances/db1/settings')
  const settings = page.getByRole('region', { name: 'Configuration' })
  await expect(settings.getByRole('button', { name: 'Edit settings' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await settings.getByRole('button', { name: 'Change auto restart' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change auto restart policy' })
  await dialog.getByRole('radio', { name: 'Never' }).check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Auto restart policy of db1 set to Never')).toBeVisible()
  const policy = settings.getByRole('definition').filter({ has: page.getByText(/^never$/i) })
  await expect(policy).toBeVisible()
  // still running: the mock took the policy alone
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible()
})
