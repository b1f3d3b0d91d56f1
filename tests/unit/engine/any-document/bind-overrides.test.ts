// Our overrides on another document's registry bind only to the kinds that are ours: a kind of
// the same name served by other operations (a vendor's "image") keeps its generic pieces.
import { describe, expect, it } from 'vitest'
import type { KindDef, Registry } from '../../../../src/contract'
import { bindOverrides } from '../../../../src/engine/console'
import { registry } from '../../../../src/generated/registry'
import { overrides } from '../../../../src/overrides'
import { kindIdentities, routeScopes } from '../../../../src/generated/platform/kinds'

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
    expect(bindOverrides(overrides, registry, kindIdentities, routeScopes)).toEqual(overrides)
  })

  it('drops the ones whose kind is another resource or missing', () => {
    const bound = bindOverrides(overrides, vendorRegistry(), kindIdentities, routeScopes)
    // the instance is ours: its menu, run-state cell and page stay
    expect(bound.actions.instance).toBe(overrides.actions.instance)
    expect(bound.cells['instance.runState']).toBe(overrides.cells['instance.runState'])
    expect(bound.tabs['instance.detail']).toBe(overrides.tabs['instance.detail'])
    // the vendor's image is not: no "Demote to project", no upload page
    expect(overrides.actions.image).toBeDefined()
    expect(bound.actions.image).toBeUndefined()
    expect(bound.tabs['image.create']).toBeUndefined()
    // kinds the registry lacks bind nothing
    expect(bound.actions.disk).toBeUndefined()
    expect(bound.cells['vpcFirewallRule.targets']).toBeUndefined()
    expect(bound.tabs['vpc.tab.firewall-rules']).toBeUndefined()
    // named pages show only where a route names them
    expect(bound.pages).toBe(overrides.pages)
  })

  it('drops a route page where the route of its id stands at another scope', () => {
    // our images, listed by the same call, but created over a silo's images with no project
    // (the platform's document with no manifest): the upload has no project to upload into
    const siloRoutes = registry.routes.map((route) =>
      route.id === 'image.create' ? { ...route, path: '/images-new' } : route,
    )
    const bound = bindOverrides(
      overrides,
      { ...registry, routes: siloRoutes },
      kindIdentities,
      routeScopes,
    )
    expect(overrides.tabs['image.create']).toBeDefined()
    expect(bound.tabs['image.create']).toBeUndefined()
    // the image's other pieces are the same resource's and stay
    expect(bound.actions.image).toBe(overrides.actions.image)
  })
})
