import type { Locator, Page } from '@playwright/test'
import { expect, rowOf, test } from './fixtures'

/**
 * One journey per user of the role matrix (openapi/platform/WORLD.md): each sees exactly what
 * their role allows, disabled controls say why, and the mock never refuses a control the
 * console offered. The table behind both is openapi/manifest/roles.yaml.
 */

const asUser = (page: Page, user: string) =>
  page.addInitScript((name) => window.localStorage.setItem('mock-user', name), user)

/**
 * The calls the mock refused (it marks each on the page's timeline, mock/browser.ts). Reading
 * the system policy is how the console learns whether the user sees the system side (spec §6):
 * that refusal is the answer, not a control that failed.
 */
const refusals = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((mark) => mark.name)
      .filter((name) => name.startsWith('mock refused '))
      .filter((name) => name !== 'mock refused GET /v1/system/policy'),
  )

test.afterEach(async ({ page }) => {
  expect(await refusals(page), 'calls the mock refused').toEqual([])
  await expect(page.getByText('Action not authorized')).toHaveCount(0)
})

/** a control that stays in place, disabled and focusable, giving the reason as its tooltip */
async function expectRefused(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  // reached by the keyboard, as the tooltip opens on a keyboard's focus
  await expect(async () => {
    await control.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(control).toBeFocused({ timeout: 1000 })
    await expect(page.getByRole('tooltip')).toHaveText(reason, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await expect(control).toHaveAccessibleDescription(reason)
  await control.blur()
}

/** a row's menu entry, disabled with its reason as description */
async function expectEntryRefused(page: Page, row: string, entry: string, reason: string) {
  await rowOf(page, row).getByRole('button', { name: 'Row actions' }).click()
  const item = page.getByRole('menuitem', { name: entry })
  await expect(item).toBeDisabled()
  await expect(item).toHaveAccessibleDescription(reason)
  await page.getByRole('menu').press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}

const onMockProject = 'Requires the collaborator role on mock-project'

test('a silo viewer signs in, may only look at mock-project, and works on other-project', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/login/maze-war/local')
  await page.getByRole('textbox', { name: 'Username' }).fill('jacob.klein')
  await page.getByLabel('Password').fill('any password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  // the mock's sign-in lasts until a full page load: move on inside the app
  await page.getByRole('link', { name: 'mock-project', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()

  await expectRefused(page, page.getByRole('button', { name: 'New instance' }), onMockProject)
  // the role's reason wins over the state's: no state would make these jacob's to take
  await expectEntryRefused(page, 'db1', 'Stop', onMockProject)
  await expectEntryRefused(page, 'db1', 'Delete', onMockProject)

  // on other-project jacob collaborates: the same controls are his, and they work
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click()
  await page.getByRole('link', { name: 'other-project', exact: true }).click()
  await expect(page.getByRole('link', { name: 'New instance' })).toBeVisible()
  const row = rowOf(page, 'web-1')
  await row.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Stop' }).click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(row.getByText('stopped', { exact: true })).toBeVisible({ timeout: 15_000 })
  await row.getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete instance' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row).toHaveCount(0)
})

test('a silo viewer opening a create form reads why instead of filling it in', async ({ page }) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/projects/mock-project/instances-new')
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  await expect(
    page.getByText(`You can view instances here but not create them. ${onMockProject}.`),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()

  // a side-modal form keeps its panel, with the notice in place of the fields
  await page.goto('/projects/mock-project/disks-new')
  const panel = page.getByRole('dialog', { name: 'Create disk' })
  await expect(panel).toContainText(
    `You can view disks here but not create them. ${onMockProject}.`,
  )
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
})

test('a silo viewer sees the access page read-only, with the reason', async ({ page }) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/access')
  await expect(rowOf(page, 'hans.jonas')).toContainText('silo.collaborator')
  const onSilo = 'Requires the admin role on maze-war'
  await expectRefused(page, page.getByRole('button', { name: 'Add user or group' }), onSilo)
  await expectEntryRefused(page, 'hans.jonas', 'Change role', onSilo)
  await expectEntryRefused(page, 'hans.jonas', 'Delete', onSilo)
})

test('a silo collaborator changes resources but not access', async ({ page }) => {
  await asUser(page, 'hans.jonas')
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('link', { name: 'New instance' })).toBeVisible()
  await rowOf(page, 'db1').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeEnabled()
  await page.keyboard.press('Escape')

  await page.goto('/access')
  await expect(rowOf(page, 'hans.jonas')).toContainText('silo.collaborator')
  await expectRefused(
    page,
    page.getByRole('button', { name: 'Add user or group' }),
    'Requires the admin role on maze-war',
  )
})

test('a user whose only role comes through a group gets the group’s role', async ({ page }) => {
  await asUser(page, 'karl.jaspers')
  await page.goto('/projects')
  // kernel-devs collaborates on the silo: karl may create a project
  await page.getByRole('link', { name: 'New project' }).click()
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name' }).fill('karls-project')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/projects\/karls-project\/instances$/)
  await expect(page.getByRole('link', { name: 'New instance' }).first()).toBeVisible()
  // but no group of his is an admin: access stays as it is
  await page.getByRole('link', { name: 'Project Access', exact: true }).click()
  await expectRefused(
    page,
    page.getByRole('button', { name: 'Add user or group' }),
    'Requires the admin role on karls-project',
  )
})

test('a fleet viewer sees the system pages, with every system change disabled', async ({
  page,
}) => {
  await asUser(page, 'edith.stein')
  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
  const onFleet = 'Requires the admin role on the fleet'
  await expectRefused(page, page.getByRole('button', { name: 'New silo' }), onFleet)
  await expectEntryRefused(page, 'maze-war', 'Delete', onFleet)

  await page.goto('/system/networking/ip-pools')
  await expectRefused(page, page.getByRole('button', { name: 'New IP pool' }), onFleet)
  await expectEntryRefused(page, 'ip-pool-4', 'Delete', onFleet)

  // a fleet role counts in the silo too: edith reads the projects, and changes none
  await page.goto('/projects')
  await expect(page.getByRole('cell', { name: 'mock-project', exact: true })).toBeVisible()
  await expectRefused(
    page,
    page.getByRole('button', { name: 'New project' }),
    'Requires the collaborator role on maze-war',
  )
})

test('the silo and fleet admin keeps every control', async ({ page }) => {
  await page.goto('/system/silos')
  await expect(page.getByRole('link', { name: 'New silo' })).toBeVisible()
  await page.goto('/access')
  await expect(page.getByRole('button', { name: 'Add user or group' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.goto('/projects/mock-project/instances')
  await rowOf(page, 'db1').getByRole('button', { name: 'Row actions' }).click()
  await expect(page.getByRole('menuitem', { name: 'Stop' })).toBeEnabled()
})

test('a silo viewer reads mock-vpc’s firewall rules; on other-vpc they add one', async ({
  page,
}) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await expect(rowOf(page, 'allow-ssh')).toBeVisible()
  await expectRefused(page, page.getByRole('button', { name: 'New rule' }), onMockProject)
  for (const entry of ['Edit', 'Clone', 'Delete']) {
    await expectEntryRefused(page, 'allow-ssh', entry, onMockProject)
  }
  // the bespoke forms read why, as the generic ones do
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules/allow-ssh/edit')
  const edit = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(edit).toContainText(
    `You can view firewall rules here but not change them. ${onMockProject}.`,
  )
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0)

  await page.goto('/projects/other-project/vpcs/other-vpc/firewall-rules')
  await page.getByRole('link', { name: 'New rule' }).click()
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('jacobs-rule')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(rowOf(page, 'jacobs-rule')).toBeVisible()
})

test('a silo viewer’s instance page offers nothing that changes db1, nor its serial console', async ({
  page,
}) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/projects/mock-project/instances/db1')
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  await expectRefused(page, page.getByRole('button', { name: 'Stop' }), onMockProject)
  await page.getByRole('tab', { name: 'Storage' }).click()
  await expectRefused(
    page,
    page.getByRole('button', { name: 'Attach existing disk' }),
    onMockProject,
  )
  await page.getByRole('tab', { name: 'Networking' }).click()
  await expectRefused(page, page.getByRole('button', { name: 'Attach floating IP' }), onMockProject)
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expectRefused(page, page.getByRole('button', { name: 'Edit settings' }), onMockProject)
  await page.getByRole('tab', { name: 'Connect' }).click()
  await expectRefused(
    page,
    page.getByRole('button', { name: 'Open serial console' }),
    onMockProject,
  )
  // typed in by hand, the console's page says why and opens no socket the mock would refuse
  await page.goto('/projects/mock-project/instances/db1/serial-console')
  await expect(page.getByText(onMockProject)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Terminal input' })).toHaveCount(0)
})

test('a silo viewer opening an image from a snapshot reads why', async ({ page }) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/projects/mock-project/snapshots/snapshot-1/images-new')
  await expect(page.getByRole('dialog')).toContainText(
    `You can view images here but not create them. ${onMockProject}.`,
  )
})

test('on other-project the same user opens web-1’s serial console', async ({ page }) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/projects/other-project/instances/web-1/connect')
  await page.getByRole('link', { name: 'Open serial console' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(page.locator('.xterm-accessibility-tree')).toContainText('mock login:', {
    timeout: 10_000,
  })
})

test('on other-project the same user stops web-1 from its page and edits its settings', async ({
  page,
}) => {
  await asUser(page, 'jacob.klein')
  await page.goto('/projects/other-project/instances/web-1')
  await page.getByRole('button', { name: 'Stop' }).click()
  await page
    .getByRole('dialog', { name: 'Stop instance' })
    .getByRole('button', { name: 'Stop' })
    .click()
  await expect(page.getByRole('status', { name: 'Run state' })).toHaveText('stopped', {
    timeout: 15_000,
  })
  await page.getByRole('tab', { name: 'Settings' }).click()
  await page.getByRole('link', { name: 'Edit settings' }).click()
  const form = page.getByRole('dialog', { name: 'Edit instance settings' })
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('4')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(form).toBeHidden()
})
