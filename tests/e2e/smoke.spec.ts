import { registry } from '../../src/generated/registry'
import { expect, test } from './fixtures'
import { expectOperatorLanguage } from './guard'
import { itemsInScope, routeSamples } from './route-samples'

/**
 * Generated from the registry: every route renders on the mock without an error screen,
 * shows its heading, a list shows rows whenever the seed world has some in scope, and nothing
 * on it speaks the API's raw shape (the guard of issue 7: JSON, whole UUIDs, unsupported fields,
 * overflowing cells).
 */
for (const { route, sample } of routeSamples) {
  test(`route ${route.id} (${route.path}) renders`, async ({ page }) => {
    test.skip(typeof sample === 'string', typeof sample === 'string' ? sample : '')
    if (typeof sample === 'string') return

    await page.goto(sample.url)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page.getByText('Something went wrong')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    if (route.modal) await expect(page.getByRole('dialog')).toBeVisible()

    const { page: def } = route
    const kind = def.type === 'list' ? registry.kinds[def.kind] : undefined
    if (kind !== undefined && def.type === 'list' && def.operation === undefined) {
      const expected = itemsInScope(kind, sample.ids).length
      if (expected > 0) await expect(page.locator('main tbody tr').first()).toBeVisible()
    }
    await expectOperatorLanguage(page)
  })
}
