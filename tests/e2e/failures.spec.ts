import type { Page } from '@playwright/test'
import { failOnce } from './fail-once'
import { expect, test } from './fixtures'
import { plannedFailureAnswered } from './settle'

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' })

test('a failed who-am-I at start leaves the console working', async ({ page }) => {
  await failOnce(page, { 'GET /v1/me': 404 })
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'mock-project', exact: true })).toBeVisible()
  await expect(sideNav(page)).toBeVisible()
  // links still lead somewhere
  await sideNav(page).getByRole('link', { name: 'Images' }).click()
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible()
})

test('a failed system policy only takes the system side away', async ({ page }) => {
  await failOnce(page, { 'GET /v1/system/policy': 500 })
  await page.goto('/projects')
  await expect(page.getByRole('cell', { name: 'mock-project', exact: true })).toBeVisible()
  // the switch waits on the policy, not on the list: judge it once the failure is in
  await plannedFailureAnswered(page, 'GET /v1/system/policy')
  await expect(page.getByRole('navigation', { name: 'Silo or system' })).toHaveCount(0)
  await expect(sideNav(page)).toBeVisible()
})

test('a failed disk list shows inside the page, and the next visit shows the disks', async ({
  page,
}) => {
  await failOnce(page, { 'GET /v1/disks': 404 })
  await page.goto('/projects/mock-project/disks')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(sideNav(page)).toBeVisible()

  // past the 2 s stale time, come back through the nav: the list is asked for again
  await sideNav(page).getByRole('link', { name: 'Instances' }).click()
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await page.waitForTimeout(2100)
  await sideNav(page).getByRole('link', { name: 'Disks' }).click()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
})

test('a failed list says why inside the page and tries again on request', async ({ page }) => {
  await failOnce(page, { 'GET /v1/disks': 500 })
  await page.goto('/projects/mock-project/disks')
  const failure = page.getByRole('alert')
  await expect(failure.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(failure.getByText('Chaos: simulated 500 failure', { exact: true })).toBeVisible()
  await expect(sideNav(page)).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table')).toBeVisible()
})
