import type { Page } from '@playwright/test'
import { failOnce } from './fail-once'
import { expect, test } from './fixtures'

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' })

/** spec §8's generic screen, with the server's words (as the catalogue puts them) under it */
async function expectErrorScreen(page: Page, serverMessage: string) {
  const screen = page.getByRole('main').getByRole('alert')
  await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(
    screen.getByText('Please try again. If the problem persists, contact your administrator.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(screen.getByText(serverMessage, { exact: true })).toBeVisible()
  await expect(screen.getByText(/^Request ID: [0-9a-f-]{36}$/)).toBeVisible()
  const retry = screen.getByRole('button', { name: 'Try again' })
  // a button that looks like one: filled, not a bare word on the page
  await expect(retry).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  return retry
}

test('a failed item shows the error screen and comes back on "Try again"', async ({ page }) => {
  await failOnce(page, { 'GET /v1/instances/db1': 500 })
  await page.goto('/projects/mock-project/instances/db1/storage')
  const retry = await expectErrorScreen(page, 'Chaos: simulated 500 failure')
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible()
  // the way out stays: the breadcrumbs and the side navigation
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible()
  await expect(sideNav(page).getByRole('link', { name: 'Disks' })).toBeVisible()
  await retry.click()
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a failed tab shows the error screen under its item', async ({ page }) => {
  await failOnce(page, { 'GET /v1/instances/db1/disks': 500 })
  await page.goto('/projects/mock-project/instances/db1/storage')
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  const retry = await expectErrorScreen(page, 'Chaos: simulated 500 failure')
  await retry.click()
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible()
})

test('a refused list shows the error screen and the catalogue’s words', async ({ page }) => {
  await failOnce(page, { 'GET /v1/projects': 403 })
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await expectErrorScreen(page, 'Action not authorized')
  // a later visit asks again
  await sideNav(page).getByRole('link', { name: 'Images' }).click()
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible()
  await page.waitForTimeout(2100)
  await sideNav(page).getByRole('link', { name: 'Projects' }).click()
  await expect(page.getByRole('cell', { name: 'mock-project', exact: true })).toBeVisible()
})

test('a crafted page that failed to load shows the error screen', async ({ page }) => {
  await failOnce(page, { 'GET /v1/system/update/status': 500 })
  await page.goto('/system/update')
  const retry = await expectErrorScreen(page, 'Chaos: simulated 500 failure')
  await retry.click()
  await expect(page.getByRole('heading', { name: 'System Update', level: 1 })).toBeVisible()
})

test('an edit form whose item failed to load says so instead of showing nothing', async ({
  page,
}) => {
  await failOnce(page, { 'GET /v1/projects/mock-project': 500 })
  await page.goto('/projects/mock-project/edit')
  const retry = await expectErrorScreen(page, 'Chaos: simulated 500 failure')
  await retry.click()
  await expect(
    page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue('mock-project')
})
