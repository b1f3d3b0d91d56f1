// Our overrides on another document's registry bind only to the kinds that are ours: a kind of
// the same name served by other operations (a vendor's "image") keeps its generic pieces.
import { describe, expect, it } from 'vitest'
import type { KindDef, Registry } from '../../../../src/contract'
import { bindOverrides } from '../../../../src/engine/console'
import { registry } from '../../../../src/generated/registry'
import { overrides } from '../../../../src/overrides'
import { kindIdentities } from '../../../../src/generated/platform/kinds'

function kind(name: string): KindDef {
  const found = registry.kinds[name]
  if (found === undefined) throw new Error(`our registry has no kind ${name}`)
  return found
}

/**
 * a registry with our instance kind, and an "image" listed by another API at another path,
 * under the operation id a document without ids gets (as Hetzner's does)
 */
function vendorRegistry(): Registry {
  const image = kind('image')
  const list = image.ops.list
  if (list === undefined) throw new Error('our images have a list')
  return {
    ...registry,
    kinds: {
      instance: kind('instance'),
      image: { ...image, ops: { list: { ...list, path: '/images' } } },
    },
  }
}

describe('binding our overrides to a registry', () => {
  it('keeps every override on our own registry', () => {
    expect(bindOverrides(overrides, registry, kindIdentities)).toEqual(overrides)
  })

  it('drops the ones whose kind is another resource or missing', () => {
    const bound = bindOverrides(overrides, vendorRegistry(), kindIdentities)
    // the instance is ours: its menu and run-state cell stay
    expect(bound.actions.instance).toBe(overrides.actions.instance)
    expect(bound.cells['instance.runState']).toBe(overrides.cells['instance.runState'])
    // the vendor's image is not: no "Demote to project"
    expect(overrides.actions.image).toBeDefined()
    expect(bound.actions.image).toBeUndefined()
    // kinds the registry lacks bind nothing
    expect(bound.actions.disk).toBeUndefined()
    expect(bound.cells['vpcFirewallRule.targets']).toBeUndefined()
    // named pages (the instance's, the image upload) show only where a route names them:
    // another document's routes are its own manifest's, which names none of ours
    expect(bound.pages).toBe(overrides.pages)
  })
})
