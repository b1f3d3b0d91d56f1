import type { Page } from '@playwright/test'
import { expect, rowAction, rowOf, test } from './fixtures'

/**
 * The lock-out guards (issue 25): a change to the access pages that takes a role from the
 * signed-in user (hannah.arendt, fleet and silo admin, a member of kernel-devs: WORLD.md),
 * directly or through a group of theirs, asks first and says what they lose. A change to
 * someone else's role asks nothing more than before.
 */
const ME = 'hannah.arendt'

/** the signed-in user picks Viewer for their own row: the lock-out guard asks */
async function demoteMyself(page: Page) {
  await rowAction(page, ME, 'Change role')
  const change = page.getByRole('dialog', { name: 'Change role' })
  await change.getByRole('radio', { name: 'Viewer' }).check()
  await change.getByRole('button', { name: 'Update role' }).click()
  return { change, guard: page.getByRole('dialog', { name: 'Confirm role change' }) }
}

test('demoting yourself on the silo asks first, and cancelling keeps the role', async ({
  page,
}) => {
  await page.goto('/access')
  const { change, guard } = await demoteMyself(page)
  await expect(guard).toContainText(
    'You will lose the admin role on this silo and may not be able to change access again.',
  )
  await guard.getByRole('button', { name: 'Cancel' }).click()
  await expect(guard).toBeHidden()
  await expect(rowOf(page, ME)).toContainText('silo.admin')

  // someone else's change goes through as before
  await rowAction(page, 'hans.jonas', 'Change role')
  await change.getByRole('radio', { name: 'Viewer' }).check()
  await change.getByRole('button', { name: 'Update role' }).click()
  await expect(change).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(rowOf(page, 'hans.jonas')).toContainText('silo.viewer')
})

test('removing your own role, then your group’s, says what each takes', async ({ page }) => {
  await page.goto('/access')
  await rowAction(page, ME, 'Delete')
  const remove = page.getByRole('dialog', { name: 'Delete role assignment' })
  await expect(remove).toContainText(
    'You will lose the admin role on this silo and may not be able to change access again.',
  )
  await remove.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowOf(page, ME)).toHaveCount(0)

  // hannah's silo role now comes through kernel-devs; the fleet's admin role keeps her here
  await rowAction(page, 'kernel-devs', 'Delete')
  await expect(remove).toContainText(
    'You belong to kernel-devs. You will lose the collaborator role on this silo.',
  )
  await remove.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowOf(page, 'kernel-devs')).toHaveCount(0)
})

test('demoting yourself on the fleet asks first, then applies', async ({ page }) => {
  await page.goto('/system/access')
  await expect(rowOf(page, ME)).toContainText('fleet.admin')
  const { guard } = await demoteMyself(page)
  await expect(guard).toContainText(
    'You will lose the admin role on the fleet and may not be able to change access again.',
  )
  await guard.getByRole('button', { name: 'Change role' }).click()
  await expect(guard).toBeHidden()
  await expect(rowOf(page, ME)).toContainText('fleet.viewer')
})
