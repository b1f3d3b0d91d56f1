/**
 * The override seam is typed by the generated key unions: every key of the app's overrides
 * names something the registry holds, and a misspelled key fails `npm run typecheck`. The
 * `@ts-expect-error` lines are the proof: were a misspelling accepted, tsc would report the
 * directive as unused and the type check would fail.
 */
import { describe, expect, it } from 'vitest'
import type { OverrideRegistry } from '../../../src/engine'
import type { Keys } from '../../../src/generated/platform/keys'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'

const Page = () => null

export const misspelled: Partial<OverrideRegistry<Keys>> = {
  // @ts-expect-error a page name no route gives ('serial-console')
  pages: { 'serial-consol': Page },
  // @ts-expect-error a route id the registry lacks ('instance.tab.storage')
  tabs: { 'instance.tab.storag': Page },
  // @ts-expect-error a field the kind has no column for ('instance.runState')
  cells: { 'instance.run_state': Page },
  // @ts-expect-error a kind the registry lacks ('instance')
  actions: { instances: (defaults) => defaults },
}

describe('the override keys', () => {
  it('name what the generated registry holds', () => {
    const routeIds = new Set(registry.routes.map((route) => route.id))
    const pageNames = new Set(
      registry.routes.flatMap((route) =>
        route.page.type === 'override' ? [route.page.override] : [],
      ),
    )
    expect(Object.keys(overrides.pages).filter((name) => !pageNames.has(name))).toEqual([])
    expect(Object.keys(overrides.tabs).filter((id) => !routeIds.has(id))).toEqual([])
    expect(Object.keys(overrides.actions).filter((kind) => !registry.kinds[kind])).toEqual([])
  })

  it('replace a route one way: no route is both a named page and a route-id override', () => {
    const named = registry.routes.filter((route) => route.page.type === 'override')
    expect(named.filter((route) => route.id in overrides.tabs)).toEqual([])
  })
})
