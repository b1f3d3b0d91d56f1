import { accessibilityFindings } from './axe-audit'
import { expect, settled, test } from './sweep-page'

/**
 * The accessibility audit (axe-audit.ts) that the route sweep (smoke.spec.ts) runs on every
 * route and every list's delete confirm, in light and dark: no serious or critical violation
 * and nothing outside a landmark. Here it proves it can fail.
 */

test('the audit fails on an unlabelled control', async ({ sweepPage: page }) => {
  await page.goto('/projects')
  await settled(page, false)
  await page.locator('main').evaluate((main) => {
    main.append(document.createElement('select'))
  })
  const findings = await accessibilityFindings(page)
  expect(findings.some((finding) => finding.startsWith('light select-name'))).toBe(true)
})

test('the audit fails on content outside a landmark', async ({ sweepPage: page }) => {
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
