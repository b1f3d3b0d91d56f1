/**
 * The override seam is typed by the generated key unions: every key of the app's overrides
 * names something the registry holds, and a misspelled key fails `npm run typecheck`. The
 * `@ts-expect-error` lines are the proof: were a misspelling accepted, tsc would report the
 * directive as unused and the type check would fail.
 */
import { describe, expect, it } from 'vitest'
import type { OverrideRegistry } from '../../../src/engine'
import type { Keys } from '../../../src/generated/platform/keys'
import { pageOverrideName } from '../../../src/contract'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'

const Page = () => null

export const misspelled: Partial<OverrideRegistry<Keys>> = {
  // @ts-expect-error a page name no route gives ('serial-console')
  pages: { 'serial-consol': Page },
  // @ts-expect-error a field the kind has no column for ('instance.runState')
  cells: { 'instance.run_state': Page },
  // @ts-expect-error a kind the registry lacks ('instance')
  actions: { instances: (defaults) => defaults },
}

describe('the override keys', () => {
  it('name what the generated registry holds', () => {
    const pageNames = new Set(
      registry.routes.flatMap((route) => pageOverrideName(route.page) ?? []),
    )
    expect(Object.keys(overrides.pages).filter((name) => !pageNames.has(name))).toEqual([])
    expect(Object.keys(overrides.actions).filter((kind) => !registry.kinds[kind])).toEqual([])
  })

  it('replace a route one way: by the page name its manifest entry gives, no slot by route id', () => {
    expect(Object.keys(overrides).sort()).toEqual(['actions', 'cells', 'checks', 'fields', 'pages'])
    // the replaced tabs and pages keep their type, so their links, tabs and crumbs stay
    const replaced = (id: string) => registry.routes.find((route) => route.id === id)?.page
    expect(replaced('instance.detail')).toMatchObject({ type: 'detail', override: 'instance-page' })
    expect(replaced('image.create')).toMatchObject({ type: 'create', override: 'image-upload' })
    expect(replaced('instance.tab.storage')).toMatchObject({
      type: 'list',
      override: 'instance-storage',
    })
  })
})
