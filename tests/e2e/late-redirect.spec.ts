import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { afterPaint } from './settle'

/** the Inventory page's code (its own chunk, tooling/vite/chunks) has arrived in this load */
const inventoryCodeLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/inventory-page-[^/]*\.js$/.test(entry.name)),
  )

test('a tab index redirect that fires late never overrides a newer click', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  // Inventory redirects to its Sleds tab once its page is in; the second click comes while it
  // loads, as a person changing their mind does. Whether the redirect lands after that click
  // depends on the timing of the page's code, so the journey is made several times from a
  // fresh load: before the fix most tries ended on Inventory's sleds.
  const landed: string[] = []
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.goto('/system/silos')
    await expect(nav.getByRole('link', { name: 'Inventory' })).toBeVisible()
    await nav.getByRole('link', { name: 'Inventory' }).click()
    await nav.getByRole('link', { name: 'Utilization' }).click()
    await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()
    // a late redirect came once Inventory's page code was in (the index redirect renders with
    // it): wait for that code and a paint after it, not a fixed second a busy machine outlasts
    await expect.poll(() => inventoryCodeLoaded(page)).toBe(true)
    await afterPaint(page)
    landed.push(new URL(page.url()).pathname)
  }
  expect(landed).toEqual(Array(4).fill('/system/utilization'))
  await expect(page.getByRole('heading', { name: 'Utilization', level: 1 })).toBeVisible()
  // Back returns to where the first click led, and its redirect still runs there
  await page.goBack()
  await expect(page).toHaveURL('/system/inventory/sleds')
})
