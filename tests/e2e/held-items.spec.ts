import { expect, rowAction, rowOf, test } from './fixtures'

/**
 * An item that still holds others (an IP pool with ranges, a project with instances) offers
 * Delete disabled, with the reason, read from its lists when its menu opens (issue 7,
 * Deliver 5: actions gated by the item's relationships).
 */

test('an IP pool can be deleted only once its ranges are removed and its silos unlinked', async ({
  page,
}) => {
  await page.goto('/system/networking/ip-pools')
  await rowOf(page, 'ip-pool-1').getByRole('button', { name: 'Row actions' }).click()
  const listDelete = page.getByRole('menuitem', { name: 'Delete' })
  await expect(listDelete).toContainText('An IP pool with ranges cannot be deleted')
  await expect(listDelete).toBeDisabled()
  await page.keyboard.press('Escape')

  // its own page: the ranges tab's list answers the menu
  await page.getByRole('link', { name: 'ip-pool-3' }).click()
  await expect(page.getByRole('heading', { name: 'IP ranges' })).toBeVisible()
  const actions = page.getByRole('button', { name: 'IP pool actions' })
  await actions.click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toContainText(
    'An IP pool with ranges cannot be deleted',
  )
  await page.keyboard.press('Escape')

  const ranges = page.getByRole('region', { name: 'IP ranges' })
  await ranges.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  await page
    .getByRole('dialog', { name: 'Remove IP range' })
    .getByRole('button', { name: 'Remove' })
    .click()
  await expect(ranges.getByRole('row')).toHaveCount(0)

  await actions.click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toContainText(
    'An IP pool linked to silos cannot be deleted',
  )
  await page.keyboard.press('Escape')

  await page.getByRole('tab', { name: 'Linked silos' }).click()
  const silos = page.getByRole('region', { name: 'Linked silos' })
  await silos.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Unlink' }).click()
  await page
    .getByRole('dialog', { name: 'Unlink silo' })
    .getByRole('button', { name: 'Unlink' })
    .click()
  await expect(silos.getByRole('row')).toHaveCount(0)

  await actions.click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete IP pool' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page).toHaveURL('/system/networking/ip-pools')
  await expect(rowOf(page, 'ip-pool-3')).toHaveCount(0)
})

test('a project that holds instances cannot be deleted; an empty one can', async ({ page }) => {
  await page.goto('/projects')
  await rowOf(page, 'mock-project').getByRole('button', { name: 'Row actions' }).click()
  const refused = page.getByRole('menuitem', { name: 'Delete' })
  await expect(refused).toContainText('The project still has instances')
  await expect(refused).toBeDisabled()
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'New project' }).click()
  const create = page.getByRole('dialog', { name: 'Create project' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('left-empty')
  await create.getByRole('textbox', { name: 'Description' }).fill('nothing in it')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/left-empty/instances')
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Projects' })
    .first()
    .click()
  await rowAction(page, 'left-empty', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete project' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(rowOf(page, 'left-empty')).toHaveCount(0)
})

test('a subnet in use by network interfaces cannot be deleted', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/subnets')
  await rowOf(page, 'mock-subnet').getByRole('button', { name: 'Row actions' }).click()
  const refused = page.getByRole('menuitem', { name: 'Delete' })
  await expect(refused).toContainText('Network interfaces are using the subnet')
  await expect(refused).toBeDisabled()
})
