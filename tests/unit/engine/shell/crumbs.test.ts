import { describe, expect, it } from 'vitest'
import { crumbsFor, documentTitle } from '../../../../src/engine/shell/crumbs'
import type { RouteDef } from '../../../../src/contract'
import { fixtureRegistry } from '../../fixtures/registry'

const routes = fixtureRegistry.routes
const route = (id: string) => routes.find((r) => r.id === id) as RouteDef

describe('crumbsFor', () => {
  it('builds the trail from routes whose paths prefix the current one', () => {
    const params = { project: 'mock-project', instance: 'db1' }
    expect(crumbsFor(routes, route('instance.tab.storage'), params)).toEqual([
      { label: 'Projects', to: '/projects' },
      { label: 'mock-project', to: '/projects/mock-project' },
      { label: 'Instances', to: '/projects/mock-project/instances' },
      { label: 'db1', to: '/projects/mock-project/instances/db1', itemOf: 'instance' },
      { label: 'Storage', to: '/projects/mock-project/instances/db1/storage' },
    ])
  })

  it('puts the route a side modal renders over before the modal', () => {
    expect(crumbsFor(routes, route('project.create'), {})).toEqual([
      { label: 'Projects', to: '/projects' },
      { label: 'New project', to: '/projects-new' },
    ])
  })

  it('never nests a side modal under another whose path begins its own', () => {
    // as a firewall rule's clone form (`firewall-rules-new/:rule`) and its new-rule form
    const list = route('instance.list')
    const create: RouteDef = {
      ...list,
      id: 'instance.new',
      path: `${list.path}-new`,
      crumb: { label: 'New instance' },
      parent: list.id,
      modal: true,
    }
    const clone: RouteDef = { ...create, id: 'instance.clone', path: `${create.path}/:instance` }
    const params = { project: 'p', instance: 'db1' }
    const labels = crumbsFor([...routes, create, clone], clone, params).map((c) => c.label)
    expect(labels).toEqual(['Projects', 'p', 'Instances', 'New instance'])
  })

  it('ends with a crumb that links to the current page', () => {
    const crumbs = crumbsFor(routes, route('sled.detail'), { sledId: 'abc' })
    expect(crumbs.at(-1)).toEqual({ label: 'abc', to: '/system/inventory/sleds/abc' })
  })

  it('makes the document title from the crumbs in reverse', () => {
    const crumbs = crumbsFor(routes, route('instance.list'), { project: 'p' })
    expect(documentTitle(crumbs)).toBe('Instances / p / Projects | Rack Console')
    expect(documentTitle([])).toBe('Rack Console')
  })
})
