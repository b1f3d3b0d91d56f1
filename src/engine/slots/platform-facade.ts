/**
 * The typed way overrides reach the registry's names: `can.<kind>.<rule>(row)` for every rule
 * the manifest declares, and operation, route and kind lookups typed by the generated unions.
 * A misspelled name fails type-checking; the engine's string lookups would answer "no such
 * rule, so allowed" or undefined at run time instead.
 */
import type { ConsoleKeys, KindDef, OperationRef, RouteDef } from '../../contract'
import { ruleAvailability, ruleOf, ruleReason } from '../actions/availability'
import type { Availability } from '../actions/types'
import { currentRegistry } from '../console/parts'
import { findOperation, findOperationAt } from '../data/operations'
import { kindByName, routeById } from '../pages/registry-lookup'
import {
  type ReferenceIndex,
  type ScopeLookup,
  useReferenceIndex,
  useReferenceLists,
} from '../references/reference-index'
import type { RowOf } from './types'

/** One declared rule of a kind: call it with an item, or read what it allows. */
export interface Rule {
  (row: unknown): Availability
  /** the states the rule allows (the manifest's list); undefined when it names none */
  readonly states: readonly string[] | undefined
  /** the sentence shown when the states forbid: "Only stopped instances can be resized" */
  readonly reason: string | undefined
}

/** rule names by kind, as codegen emits them (`src/generated/platform/rules.ts`) */
export type RuleNameTable = Readonly<Record<string, readonly string[]>>

export type Can<Names extends RuleNameTable> = {
  readonly [Kind in keyof Names]: { readonly [Name in Names[Kind][number]]: Rule }
}

export interface PlatformFacade<Keys extends ConsoleKeys, Names extends RuleNameTable, Rows> {
  can: Can<Names>
  findOperation: (id: Keys['operation']) => OperationRef | undefined
  requireOperation: (id: Keys['operation']) => OperationRef
  routeById: (id: Keys['route']) => RouteDef | undefined
  kindByName: (name: Keys['kind']) => KindDef
  /** the kind a route's page names (its list, detail, or the kind an override page declares) */
  kindOfRoute: (route: RouteDef) => KindDef
  /** one list of a kind in a scope, indexed by id and name, its rows that kind's (`Rows`) */
  useKindIndex: <Kind extends Keys['kind']>(
    kind: Kind,
    lookup: ScopeLookup,
  ) => ReferenceIndex<RowOf<Rows, Kind>>
  /** the lists of a kind in several scopes (the ranges of every pool), rows that kind's */
  useKindLists: <Kind extends Keys['kind']>(
    kind: Kind,
    lookups: readonly ScopeLookup[],
  ) => RowOf<Rows, Kind>[][]
}

/**
 * The registry's kind, read when a rule is asked (the console binds its registry after the
 * overrides' modules load). A registry without the kind sets no rule for it.
 */
function kindNamed(name: string): KindDef | undefined {
  return currentRegistry().kinds[name]
}

function rule(kindName: string, name: string): Rule {
  const check = (row: unknown): Availability => {
    const kind = kindNamed(kindName)
    return kind ? ruleAvailability(kind, name, row) : { enabled: true }
  }
  return Object.defineProperties(check, {
    states: { get: () => kindOrNone(kindName, (kind) => ruleOf(kind, name)?.allowedStates) },
    reason: { get: () => kindOrNone(kindName, (kind) => ruleReason(kind, name)) },
  }) as Rule
}

function kindOrNone<T>(name: string, read: (kind: KindDef) => T): T | undefined {
  const kind = kindNamed(name)
  return kind ? read(kind) : undefined
}

function kindOfRoute(route: RouteDef): KindDef {
  const page = route.page
  const name = 'kind' in page ? page.kind : undefined
  if (!name) throw new Error(`Route ${route.id} names no kind`)
  return kindByName(name)
}

/** our document's operations' calls by id, once the app found the registry is another release's */
let renamedAt: Readonly<Record<string, string>> = {}

/** hands the facade our operations' calls (`operation-routes.ts`): see platformFacade */
export function followRenames(operationRoutes: Readonly<Record<string, string>>): void {
  renamedAt = operationRoutes
}

/**
 * Builds the facade over the generated names and rows (`platformFacade<Keys, KindRows>()(ruleNames)`). An
 * operation is found by its id, else at the method and path our document gives that id
 * (handed in by `followRenames` when the registry is not ours): a newer release that renamed it
 * (`ip_pool_silo_update` → `system_ip_pool_silo_update`) keeps its call, so the overrides
 * follow the rename as the migrated manifest does.
 */
export function platformFacade<Keys extends ConsoleKeys, Rows = Record<Keys['kind'], unknown>>() {
  return <Names extends RuleNameTable>(names: Names): PlatformFacade<Keys, Names, Rows> => {
    const find = (id: string): OperationRef | undefined => {
      const route = renamedAt[id]
      return findOperation(id) ?? (route === undefined ? undefined : findOperationAt(route))
    }
    const require = (id: string): OperationRef => {
      const op = find(id)
      if (!op) throw new Error(`Operation ${id} is not in the registry`)
      return op
    }
    const kinds = Object.entries(names).map(([kind, rules]) => [
      kind,
      Object.fromEntries(rules.map((name) => [name, rule(kind, name)])),
    ])
    return {
      // the entries are built from `names` itself, so they hold exactly the typed keys
      can: Object.fromEntries(kinds) as Can<Names>,
      findOperation: find,
      requireOperation: require,
      routeById,
      kindByName,
      kindOfRoute,
      // a kind's list holds that kind's items: their type is the one the generated rows name
      useKindIndex: (kind, lookup) => useReferenceIndex(kind, lookup),
      useKindLists: (kind, lookups) => useReferenceLists(kind, lookups),
    }
  }
}
