// The nav from the manifest: its sections (layout + heading) in order, filled with the items a
// section lists itself and each kind's `nav` entry, sorted by their `order` (items without one
// follow, in file order).
import type { KindDef, Layout, NavItem, NavSection, RouteDef } from '../../src/contract/index.ts'
import { navItemFor } from '../infer/route-defs.ts'
import type { Checker } from './checker.ts'
import type { KindEntry, Located, NavEntry } from './manifest-types.ts'

const LAYOUTS: readonly Layout[] = ['project', 'silo', 'system', 'settings', 'public']

const DEFAULT_HEADINGS: Record<Layout, NavSection['heading']> = {
  project: { param: 'project' },
  silo: { label: 'Silo' },
  system: { label: 'System' },
  settings: { label: 'Settings' },
  public: { label: 'Public' },
}

/** the manifest's nav sections and kind entries, with the kinds and routes merged from them */
export interface NavInput {
  sections: Located<NavEntry>[]
  kindEntries: (Located<KindEntry> & { key: string })[]
  kinds: Record<string, KindDef>
  routes: RouteDef[]
  check: Checker
}

export function buildNav({ sections, kindEntries, kinds, routes, check }: NavInput): NavSection[] {
  const nav: NavSection[] = []
  const orders = new Map<NavItem, number>()
  // a kind joins its layout's first section, or the section its `nav.section` names
  const byKey = new Map<string, NavSection>()
  const keyOf = (layout: Layout, heading?: string) => `${layout}:${heading ?? ''}`
  for (const { file, at, value } of sections) {
    if (!(LAYOUTS as readonly string[]).includes(value.layout)) {
      check.error(
        file,
        `${at}.layout`,
        `unknown layout "${value.layout}" (expected ${LAYOUTS.join(', ')})`,
      )
      continue
    }
    const layout = value.layout as Layout
    const heading = typeof value.heading === 'string' ? { label: value.heading } : value.heading
    const items = (value.items ?? []).map(({ order, ...item }) => {
      if (order !== undefined) orders.set(item, order)
      return item
    })
    const section: NavSection = { layout, heading, items }
    nav.push(section)
    if (!byKey.has(keyOf(layout))) byKey.set(keyOf(layout), section)
    if ('label' in heading) byKey.set(keyOf(layout, heading.label), section)
  }
  for (const { file, at, key, value } of kindEntries) {
    if (value.nav === undefined) continue
    const kind = kinds[key]
    if (kind === undefined) continue
    const layout = value.nav.layout as Layout
    if (!LAYOUTS.includes(layout)) {
      check.error(
        file,
        `${at}.nav.layout`,
        `unknown layout "${value.nav.layout}" (expected ${LAYOUTS.join(', ')})`,
      )
      continue
    }
    // a layout or section the nav list does not declare gets one (default heading, or the
    // section's name), after the declared ones
    const name = value.nav.section
    let section = byKey.get(keyOf(layout, name))
    if (section === undefined) {
      const heading = name === undefined ? DEFAULT_HEADINGS[layout] : { label: name }
      section = { layout, heading, items: [] }
      nav.push(section)
      byKey.set(keyOf(layout, name), section)
      if (!byKey.has(keyOf(layout))) byKey.set(keyOf(layout), section)
    }
    const item = navItemFor(kind, routes, value.nav.label ?? kind.titlePlural)
    // routes the entry declares but the document could not serve: drift, the item is left out
    if (item === undefined && value.routes !== undefined)
      check.missing(file, `${at}.nav`, 'the kind lost its list and single pages; nav item left out')
    else if (item === undefined)
      check.error(file, `${at}.nav`, 'the kind has no list or single route to link to')
    else {
      if (value.nav.order !== undefined) orders.set(item, value.nav.order)
      section.items.push(item)
    }
  }
  const rank = (item: NavItem) => orders.get(item) ?? Number.MAX_SAFE_INTEGER
  for (const section of nav) section.items.sort((a, b) => rank(a) - rank(b))
  return nav
}
