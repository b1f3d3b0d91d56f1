import type { Locator, Page } from '@playwright/test'
import { failOnce } from './fail-once'
import { expect, pickOption, rowAction, test } from './fixtures'

/**
 * Spec §8's catalogue as a person reads it: the mock answers as the platform would (its error
 * body, or a failure planned with `mock-fail-once`), the console words it. The mapping itself is
 * tests/unit/engine/data/errors.test.ts; these prove each text reaches the screen.
 */

const genericScreen = (page: Page) => page.getByRole('main').getByRole('alert')

async function expectGenericScreen(page: Page, message: string) {
  const screen = genericScreen(page)
  await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    screen.getByText('Please try again. If the problem persists, contact your administrator.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(screen.getByText(message, { exact: true })).toBeVisible()
}

const screenCases: [
  what: string,
  call: string,
  failure: number | 'unreadable' | 'empty',
  text: string,
][] = [
  ['an answer no parser reads', 'GET /v1/disks', 'unreadable', 'Error reading API response'],
  ['a refusal (Forbidden)', 'GET /v1/disks', 403, 'Action not authorized'],
  ['a server error, its message capitalised', 'GET /v1/disks', 500, 'Chaos: simulated 500 failure'],
  ['an error that says nothing', 'GET /v1/disks', 'empty', 'Unknown server error'],
]

for (const [what, call, failure, text] of screenCases) {
  test(`a list that meets ${what} says "${text}"`, async ({ page }) => {
    await failOnce(page, { [call]: failure })
    await page.goto('/projects/mock-project/disks')
    await expectGenericScreen(page, text)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('table')).toBeVisible()
  })
}

test('a page the platform does not know (404) says "Page not found"', async ({ page }) => {
  await failOnce(page, { 'GET /v1/disks/disk-3': 404 })
  await page.goto('/projects/mock-project/disks/disk-3')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

/** the side modal's footer: one error as it is, no heading nor count; and "Error" */
async function expectOneFooterError(form: Locator, text: string) {
  const errors = form.getByRole('alert')
  await expect(errors).toHaveText(text)
  await expect(errors.getByRole('heading', { name: 'Errors' })).toHaveCount(0)
  await expect(form.getByText('Error', { exact: true })).toBeVisible()
}

const existsCases: [
  route: string,
  form: string,
  fill: (form: Locator) => Promise<void>,
  text: string,
][] = [
  [
    '/projects/mock-project/disks-new',
    'Create disk',
    async (form) => {
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('disk-3')
      await form.getByRole('spinbutton', { name: /Size/ }).fill('1')
    },
    'Disk name already exists',
  ],
  [
    '/projects/mock-project/vpcs-new',
    'Create VPC',
    async (form) => {
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('mock-vpc')
      await form.getByRole('textbox', { name: 'DNS name' }).fill('mock-vpc')
    },
    'VPC name already exists',
  ],
  [
    '/projects/mock-project/floating-ips-new',
    'Create floating IP',
    async (form) => {
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('cola-float')
    },
    'Floating IP name already exists',
  ],
]

for (const [route, title, fill, text] of existsCases) {
  test(`a name taken (ObjectAlreadyExists): "${text}", shown as is in the footer`, async ({
    page,
  }) => {
    await page.goto(route)
    const form = page.getByRole('dialog', { name: title })
    await fill(form)
    await form.getByRole('button', { name: title }).click()
    await expectOneFooterError(form, text)
  })
}

test('an instance named like one already there: "Instance name already exists"', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances-new')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('db1')
  await pickOption(page, 'Image', 'ubuntu-22-04')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Instance name already exists' }),
  ).toHaveText('Instance name already exists')
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
})

test('a failed confirm shows an error toast with the action’s error title and the message', async ({
  page,
}) => {
  await failOnce(page, { 'DELETE /v1/disks/disk-3': 403 })
  await page.goto('/projects/mock-project/disks')
  await rowAction(page, 'disk-3', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete disk' })
    .getByRole('button', { name: 'Delete' })
    .click()
  const toast = page.getByRole('alert').filter({ hasText: 'Could not delete disk' })
  await expect(toast).toContainText('Action not authorized')
  await expect(page.getByRole('dialog', { name: 'Delete disk' })).toBeHidden()
})
