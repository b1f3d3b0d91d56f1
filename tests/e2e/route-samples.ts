import seedData from '../../src/generated/mock/seed.json' with { type: 'json' }
import { registry } from '../../src/generated/registry'
import type { KindDef, RouteDef } from '../../src/contract'

/**
 * Fills a registry route's params from the mock's seed world, parents first, so that
 * `/projects/:project/vpcs/:vpc/subnets/:subnet/edit` names a subnet of that VPC of that
 * project. The smoke test visits every route this way.
 */
type WireItem = Record<string, unknown>
const seed = seedData as unknown as Record<string, WireItem[]>

const camel = (wire: string) => wire.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/**
 * The kind whose item path parameter this route param names: the kind of that very name first
 * (`:instance` is an instance, though affinity group members are keyed by instance too).
 */
function kindOfParam(param: string): KindDef | undefined {
  const keyed = Object.values(registry.kinds).filter(
    (kind) =>
      kind.key !== undefined && camel(kind.key) === param && (seed[kind.name]?.length ?? 0) > 0,
  )
  return keyed.find((kind) => kind.name === param) ?? keyed[0]
}

/**
 * A route param no kind is keyed by names a value its page's list is asked by (`:asn` →
 * `?asn=`): a seeded item's field of that name (a BGP configuration's ASN, whose imported
 * routes the page lists).
 */
function seededValue(param: string): string | undefined {
  const field = snake(param)
  for (const kind of Object.values(registry.kinds)) {
    const value = seed[kind.name]?.[0]?.[field]
    if (typeof value === 'string' || typeof value === 'number') return String(value)
  }
  return undefined
}

/** Items of a kind that belong to the scopes chosen so far. */
export function itemsInScope(kind: KindDef, chosenIds: Record<string, string>): WireItem[] {
  return (seed[kind.name] ?? []).filter((item) =>
    Object.entries(kind.scopeFields).every(([scope, field]) => {
      const id = chosenIds[camel(scope)]
      return id === undefined || item[field] === undefined || item[field] === id
    }),
  )
}

export interface RouteSample {
  url: string
  /** ids of the items the params name, by param */
  ids: Record<string, string>
}

/**
 * A route under the page of a kind with no key of its own (a switch port, read from its list)
 * names that kind's first seeded row as its page does: each param by the row's field of that
 * name, the last one left by its identity.
 */
function listedSample(route: RouteDef): RouteSample | undefined {
  const page = registry.routes.find(
    (other) =>
      other.page.type === 'detail' &&
      registry.kinds[other.page.kind]?.key === undefined &&
      (route.path === other.path || route.path.startsWith(`${other.path}/`)),
  )
  if (page?.page.type !== 'detail') return undefined
  const kind = registry.kinds[page.page.kind]
  const row = kind && seed[kind.name]?.[0]
  if (!kind || !row) return undefined
  const names = [...page.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')
  const values = new Map(names.map((name) => [name, row[snake(name)]]))
  const last = names.filter((name) => values.get(name) == null).at(-1)
  if (last !== undefined) values.set(last, row[snake(kind.identityField)])
  let url = route.path
  for (const [name, value] of values)
    url = url.replace(`:${name}`, encodeURIComponent(String(value)))
  const key = last ?? names.at(-1)
  return { url, ids: key !== undefined && typeof row.id === 'string' ? { [key]: row.id } : {} }
}

/** A visitable URL for the route, or a reason it has none in the seed world. */
export function sampleRoute(route: RouteDef): RouteSample | string {
  const listed = listedSample(route)
  if (listed !== undefined) return listed
  const ids: Record<string, string> = {}
  let url = route.path
  for (const [, param] of route.path.matchAll(/:(\w+)\??/g)) {
    if (param === undefined) continue
    // an item without a path of its own (a firewall rule) is named by the route's own kind
    // (a list's last param is its scope, never an item of the listed kind)
    const own =
      route.page.type !== 'list' && 'kind' in route.page && route.page.kind
        ? registry.kinds[route.page.kind]
        : undefined
    const last = [...route.path.matchAll(/:(\w+)/g)].at(-1)?.[1]
    const kind = kindOfParam(param) ?? (param === last ? own : undefined)
    const asked = kind === undefined ? seededValue(param) : undefined
    if (asked !== undefined) {
      url = url.replace(new RegExp(`:${param}\\??`), encodeURIComponent(asked))
      continue
    }
    if (kind === undefined || !seed[kind.name]?.length) return `no kind with items for :${param}`
    const candidates = itemsInScope(kind, ids)
    // a route without a scope's param (silo images at /images) names items outside that scope
    const unscoped = Object.entries(kind.scopeFields).filter(
      ([scope]) => !route.path.includes(`:${camel(scope)}`),
    )
    const item =
      candidates.find((candidate) => unscoped.every(([, field]) => candidate[field] == null)) ??
      candidates[0]
    if (item === undefined) return `no ${kind.singular} in scope for :${param}`
    // a lookup route (`/lookup/i/:instance`) names its item by id, from outside any scope
    const value = route.path.startsWith('/lookup/') ? item.id : item[snake(kind.identityField)]
    if (typeof value !== 'string') return `no ${kind.identityField} on ${kind.singular}`
    if (typeof item.id === 'string') ids[param] = item.id
    url = url.replace(new RegExp(`:${param}\\??`), encodeURIComponent(value))
  }
  return { url, ids }
}

/** Every registry route with its sample URL (or why it has none): the route walks share it. */
export const routeSamples: { route: RouteDef; sample: RouteSample | string }[] =
  registry.routes.map((route) => ({ route, sample: sampleRoute(route) }))
