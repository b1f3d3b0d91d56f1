import { registry } from '../../src/generated/registry'
import { accessibilityFindings } from './axe-audit'
import { expectOperatorLanguage } from './guard'
import { routeStops, stopTitle, unsampledRoutes, type RouteStop } from './route-stops'
import { itemsInScope } from './route-samples'
import { expect, settled, test } from './sweep-page'
import type { Page } from '@playwright/test'
import type { KindDef } from '../../src/contract'

/**
 * The route sweep, generated from the registry: every URL its routes are sampled at is loaded
 * once, and on that one visit
 * - spec §2's expectations for the path, when the spec names it: where it lands, its heading,
 *   its form panel (spec-route-table.ts);
 * - the page renders without an error screen, shows its heading (and its dialog, for a modal
 *   route), a list shows rows whenever the seed world has some in scope, and nothing on it
 *   speaks the API's raw shape (the guard of issue 7: JSON, whole UUIDs, unsupported fields,
 *   overflowing cells);
 * - axe finds nothing in light or dark, and a list's delete confirm passes it too;
 * - no console error, uncaught exception or policy violation (sweep-page.ts).
 * Each group is a step, so a failure names the route, the check and its message.
 */
for (const stop of routeStops) {
  test(stopTitle(stop), async ({ sweepPage: page }) => {
    const modal = stop.routes.some((route) => route.modal === true)
    await page.goto(stop.url)

    const { spec } = stop
    if (spec) {
      await test.step(`spec §2: ${spec.path} lands, headed "${spec.heading}"`, async () => {
        await expect(page).toHaveURL(spec.lands ?? spec.path)
        await expect(page.getByRole('heading', { name: spec.heading, level: 1 })).toBeVisible()
        if (spec.form) await expect(page.getByRole('dialog', { name: spec.form })).toBeVisible()
      })
    }

    await test.step('renders without an error screen', async () => {
      await expect(page.locator('main h1').first()).toBeVisible()
      if (modal) await expect(page.getByRole('dialog')).toBeVisible()
      const lists = stop.routes.filter(({ page: def }) => hasSeededRows(def, stop))
      if (lists.length > 0) await expect(page.locator('main tbody tr').first()).toBeVisible()
      // judged once the page has settled: an error screen replaces a page after it first shows
      await settled(page, modal)
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    })

    await test.step('speaks the operator’s language', () => expectOperatorLanguage(page))

    await test.step('passes axe', async () => {
      expect(await accessibilityFindings(page), 'page').toEqual([])
    })

    const deletable = stop.routes.find(({ page: def }) => {
      if (def.type !== 'list' || def.operation !== undefined) return false
      return registry.kinds[def.kind]?.ops.delete !== undefined && hasSeededRows(def, stop)
    })
    const kind = deletable?.page.type === 'list' ? registry.kinds[deletable.page.kind] : undefined
    if (kind) await test.step('its delete confirm passes axe', () => auditDeleteConfirm(page, kind))
  })
}

for (const { route, reason } of unsampledRoutes) {
  test(`route ${route.id} (${route.path}) renders`, () => {
    test.skip(true, reason)
  })
}

/** a plain list (not an operation's) that has seeded items in the sample's scope */
function hasSeededRows(def: RouteStop['routes'][number]['page'], stop: RouteStop): boolean {
  if (def.type !== 'list' || def.operation !== undefined) return false
  const kind = registry.kinds[def.kind]
  return kind !== undefined && itemsInScope(kind, stop.sample.ids).length > 0
}

/**
 * The list's delete confirm, on its first row. A kind that can be deleted has a row menu with
 * its delete action on every row ("Delete", or the manifest's word: an access token's
 * "Revoke"), disabled with its reason where the row's state or the user's role forbids it.
 * Wait for both rather than count them: the menu's code and the access it reads arrive after
 * the row, and a count taken at once finds nothing on a busy machine and audits nothing.
 */
async function auditDeleteConfirm(page: Page, kind: KindDef) {
  const declared = kind.actions.find((action) => action.name === 'delete')
  const title = declared?.confirm?.title ?? `Delete ${kind.singular}`
  const menu = page.locator('main tbody tr').first().getByRole('button', { name: 'Row actions' })
  await menu.click()
  await expect(page.getByRole('menu')).toBeVisible()
  const remove = page.getByRole('menuitem', { name: declared?.label ?? 'Delete', exact: true })
  await expect(remove).toBeVisible()
  if (await remove.isDisabled()) return
  await remove.click()
  // the confirm's title up to the item's name, which the manifest's text may hold
  const lead = (title.split('{name}')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const named = new RegExp(`^${lead}`)
  await expect(page.getByRole('dialog', { name: named })).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  // judge the settled dialog: mid fade-in, its text is measured at part opacity
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
  expect(await accessibilityFindings(page), 'delete confirm').toEqual([])
}
