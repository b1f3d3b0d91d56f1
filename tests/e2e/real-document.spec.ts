import type { Page } from '@playwright/test'
import { browseEveryPage } from './browse-pages'
import { expect, test } from './fixtures'
import { expectOperatorLanguage } from './guard'

// Consoles built from real documents as published, each served beside the platform's console
// (see scripts/test-all.sh and playwright.config.ts): a vendor's (Hetzner Cloud's, from the
// corpus) and the real platform's own document with no manifest. Every page their home page
// links to must open without an error, and nine list pages in ten must show rows from the mock.
const port = Number(process.env.PORT ?? 4173)

/** the pages a console's home page links to */
const homeLinks = (page: Page) => page.getByRole('main').getByRole('link')

test.describe('a vendor’s document (Hetzner Cloud)', () => {
  test.use({ baseURL: `http://127.0.0.1:${port + 200}` })

  test('every page opens, and lists show rows', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Hetzner Cloud API', level: 1 })).toBeVisible()
    // another API's console speaks of that API, not of the platform's silos and users
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Hetzner Cloud API' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Preferences' })).toBeVisible()
    const { lists, withRows } = await browseEveryPage(page, homeLinks(page), () =>
      expectOperatorLanguage(page),
    )
    expect(lists).toBeGreaterThan(15)
    expect(withRows / lists).toBeGreaterThanOrEqual(0.9)
  })

  test('an item opens by name and shows embedded resources by name', async ({ page }) => {
    await page.goto('/servers')
    const first = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first()
    const name = (await first.textContent()) ?? ''
    await first.click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    // the path holds the server's id; its breadcrumb names it as people know it
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')
    await expect(crumbs.last()).toHaveText(name)
    // a server's datacenter is shown by its name, not as a run of its fields
    await expect(page.getByText(/^Description /)).toHaveCount(0)
  })
})

test.describe('our overrides on a vendor’s document', () => {
  test.use({ baseURL: `http://127.0.0.1:${port + 200}` })

  test('bind only to our kinds: a vendor’s image gets the generic menu', async ({ page }) => {
    await page.goto('/images')
    const row = page.getByRole('main').getByRole('table').getByRole('row').nth(1)
    await row.getByRole('button', { name: 'Row actions' }).click()
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible()
    // our images' "Demote to project" calls an operation Hetzner's API does not have
    await expect(page.getByRole('menuitem', { name: 'Demote to project' })).toHaveCount(0)
  })
})

test.describe('the real platform document with no manifest', () => {
  test.use({ baseURL: `http://127.0.0.1:${port + 300}` })

  test('every page of both sides opens for the default user, and lists show rows', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.goto('/')
    const { lists, withRows } = await browseEveryPage(page, homeLinks(page), () =>
      expectOperatorLanguage(page),
    )
    expect(lists).toBeGreaterThan(25)
    expect(withRows / lists).toBeGreaterThanOrEqual(0.9)
  })
})
