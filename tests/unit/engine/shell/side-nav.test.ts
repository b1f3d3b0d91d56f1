import { describe, expect, it } from 'vitest'
import { currentNavItem } from '../../../../src/engine/shell/side-nav'
import { fillPath } from '../../../../src/engine/pages/route-path'
import { registry } from '../../../../src/generated/registry'

const params = { project: 'mock-project' }
const projectItems = registry.nav
  .filter((section) => section.layout === 'project')
  .flatMap((section) => section.items)
  .flatMap((item) => {
    const to = fillPath(item.to, params)
    return to === undefined ? [] : [{ to, item }]
  })
const route = (id: string) => {
  const found = registry.routes.find((def) => def.id === id)
  if (!found) throw new Error(`no route ${id}`)
  return found
}
const labelOf = (to: string | undefined) =>
  projectItems.find((entry) => entry.to === to)?.item.label

describe('the side nav marks one item current', () => {
  it('the one whose path holds the page, over one that only declares its route', () => {
    // an image made from a snapshot is an image route, shown over the snapshot list
    const pathname = '/projects/mock-project/snapshots/snapshot-1/images-new'
    const images = projectItems.find(({ item }) => item.label === 'Images')
    expect(images?.item.activeFor).toContain('image.fromSnapshot')
    expect(labelOf(currentNavItem(projectItems, pathname, route('image.fromSnapshot')))).toBe(
      'Snapshots',
    )
  })

  it("a kind's own pages and its create form", () => {
    expect(
      labelOf(
        currentNavItem(projectItems, '/projects/mock-project/images-new', route('image.create')),
      ),
    ).toBe('Images')
    expect(
      labelOf(
        currentNavItem(
          projectItems,
          '/projects/mock-project/instances/db1/storage',
          route('instance.tab.storage'),
        ),
      ),
    ).toBe('Instances')
  })

  it('a route declared by an item whose path does not hold it', () => {
    const items = [
      { to: '/a', item: { label: 'A', to: '/a' } },
      { to: '/b', item: { label: 'B', to: '/b', activeFor: ['elsewhere'] } },
    ]
    const elsewhere = { ...route('image.create'), id: 'elsewhere' }
    expect(currentNavItem(items, '/c/1', elsewhere)).toBe('/b')
    expect(currentNavItem(items, '/c/1', undefined)).toBeUndefined()
  })
})
