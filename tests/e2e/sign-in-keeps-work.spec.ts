import type { Page } from '@playwright/test'
import { expect, rowOf, test } from './fixtures'

/** a new project opens on its instances: back to the list by the breadcrumb, as a person would */
async function backToProjects(page: Page) {
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Projects' })
    .first()
    .click()
}

/**
 * A 401 sends the page to sign in and back (spec §7). What the person typed, and what they
 * made a moment ago in the preview's mock, is still there when they come back.
 */
test('a 401 on submit keeps the form’s input and the mock’s items across sign-in', async ({
  page,
}) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('made-before')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/made-before/instances')
  await backToProjects(page)
  await expect(rowOf(page, 'made-before')).toBeVisible()

  // the next create is refused as if the session had expired
  await page.evaluate(() =>
    window.localStorage.setItem('mock-fail-once', JSON.stringify({ 'POST /v1/projects': 401 })),
  )
  await page.getByRole('link', { name: 'New project' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('typed-before')
  await dialog.getByRole('textbox', { name: 'Description' }).fill('typed before the 401')
  await dialog.getByRole('button', { name: 'Create project' }).click()

  await expect(page).toHaveURL(/\/login\/maze-war\/local\?redirect_uri=%2Fprojects-new$/)
  // what was typed is in this tab's session storage only, never in the address
  expect(page.url()).not.toContain('typed')
  await page.getByRole('textbox', { name: 'Username' }).fill('hannah.arendt')
  await page.getByLabel('Password').fill('any password')
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/projects-new$/)
  dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'typed-before',
  )
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'typed before the 401',
  )
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/typed-before/instances')
  await backToProjects(page)
  await expect(rowOf(page, 'typed-before')).toBeVisible()
  // made before the sign-in's page load, still there after it
  await expect(rowOf(page, 'made-before')).toBeVisible()

  // the draft was taken back once: the form opens empty now
  await page.getByRole('link', { name: 'New project' }).click()
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue('')
})
