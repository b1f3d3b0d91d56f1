import { test as base, expect, type Page } from '@playwright/test'
import { registry } from '../../src/generated/registry'
import { accessibilityFindings } from './axe-audit'
import { itemsInScope, routeSamples } from './route-samples'

/**
 * Generated from the registry, like the smoke test: every route (create and edit forms are
 * routes too) and every list's delete confirm pass axe in light and dark, with no serious or
 * critical violation and nothing outside a landmark. One page per worker, reused across
 * routes, keeps ~180 routes within a couple of minutes.
 */
const test = base.extend<object, { auditPage: Page }>({
  auditPage: [
    async ({ browser }, provide) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript(() => {
        window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0 }))
      })
      await provide(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

/** the page has rendered its heading, its dialog if any, and nothing is still loading */
async function settled(page: Page, modal: boolean) {
  await expect(page.locator('main h1').first()).toBeVisible()
  if (modal) await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // a side modal fades in: colours measured mid-fade fail contrast (seen once in CI on
  // vpc.create's submit button); endless animations (spinners) are not waited for
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // a cancelled animation rejects `finished`: it is over all the same
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

test('the audit fails on an unlabelled control', async ({ auditPage: page }) => {
  await page.goto('/projects')
  await settled(page, false)
  await page.locator('main').evaluate((main) => {
    main.append(document.createElement('select'))
  })
  const findings = await accessibilityFindings(page)
  expect(findings.some((finding) => finding.startsWith('light select-name'))).toBe(true)
})

test('the audit fails on content outside a landmark', async ({ auditPage: page }) => {
  await page.goto('/projects')
  await settled(page, false)
  await page.evaluate(() => {
    const stray = document.createElement('p')
    stray.textContent = 'Stray text'
    document.body.prepend(stray)
  })
  const findings = await accessibilityFindings(page)
  expect(findings.some((finding) => finding.startsWith('light region'))).toBe(true)
})

for (const { route, sample } of routeSamples) {
  test(`route ${route.id} (${route.path}) is accessible`, async ({ auditPage: page }) => {
    test.skip(typeof sample === 'string', typeof sample === 'string' ? sample : '')
    if (typeof sample === 'string') return

    await page.goto(sample.url)
    await settled(page, route.modal === true)
    expect(await accessibilityFindings(page), 'page').toEqual([])

    // the list's delete confirm, on its first row (when that row may be deleted)
    const { page: def } = route
    if (def.type !== 'list' || def.operation !== undefined) return
    const kind = registry.kinds[def.kind]
    if (!kind?.ops.delete || itemsInScope(kind, sample.ids).length === 0) return
    const menu = page.locator('main tbody tr').first().getByRole('button', { name: 'Row actions' })
    if ((await menu.count()) === 0) return
    await menu.click()
    const remove = page.getByRole('menuitem', { name: 'Delete' })
    if ((await remove.count()) === 0 || (await remove.isDisabled())) return
    await remove.click()
    await expect(page.getByRole('dialog', { name: /^Delete/ })).toBeVisible()
    await expect(page.getByRole('menu')).toHaveCount(0)
    // judge the settled dialog: mid fade-in, its text is measured at part opacity
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
    expect(await accessibilityFindings(page), 'delete confirm').toEqual([])
  })
}
