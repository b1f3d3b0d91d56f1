/**
 * Type tests, checked by `npm run typecheck` like rule-facade.ts: an override's action processor
 * and cells receive their kind's row (`KindRows`, generated from the document's schemas), so a
 * misspelled kind, cell or field, or a piece put under another kind, fails to compile, as does a
 * reference a kind's columns lack, or an operation read by a wrong id. Each
 * `@ts-expect-error` line is one the types must refuse; were it accepted, tsc would report the
 * directive as unused. Nothing here runs.
 */
import type { ScopeLookup } from '../../src/engine'
import type { KindRows } from '../../src/generated/platform/rows'
import type { Disk, Instance, RouterRoute } from '../../src/generated/platform/models'
import { diskActions } from '../../src/overrides/disk-actions'
import { SourceCell } from '../../src/overrides/disk-source/source-cell'
import {
  answerOf,
  defineActions,
  defineCell,
  parentOf,
  type PlatformOverrides,
  rowsOfOperation,
  useKindIndex,
} from '../../src/overrides/facade'

// the generated map holds the kinds' models: an instance's row is the Instance model
export const instanceRow: KindRows['instance'] extends Instance ? true : never = true

export function misspelledKinds() {
  // @ts-expect-error a kind the registry lacks ('instance')
  defineActions<'instanse'>((defaults) => defaults)
  // @ts-expect-error a cell no kind's column or property gives ('disk.source')
  defineCell<'disk.sorce'>(() => null)
}

export const instanceProcessor = defineActions<'instance'>((defaults, { row }) => {
  // @ts-expect-error a field instances lack ('runState')
  if (row.runStat === 'running') return []
  return row.runState === 'stopped' ? defaults : []
})

// a tab's rows reach the item they belong to typed by its kind too
export const diskProcessor = defineActions<'disk'>((defaults, { parent }) => {
  // @ts-expect-error a kind the registry lacks ('instance')
  parentOf(parent, 'instanse')
  const instance = parentOf(parent, 'instance')?.row
  // @ts-expect-error an instance has no size: the parent's row is an instance, not any row
  return instance && instance.size > 0 ? [] : defaults
})

export const diskCell = defineCell<'disk.source'>(({ row }) => {
  // @ts-expect-error a disk has no run state: the cell's row is a disk, not any row
  const state: string = row.runState
  return `${row.name} ${state}`
})

// a kind's list, read by its name, holds that kind's rows
export function useDiskNames(lookup: ScopeLookup) {
  // @ts-expect-error a kind the registry lacks ('disk')
  useKindIndex('disks', lookup)
  const disks = useKindIndex('disk', lookup)
  // @ts-expect-error a disk has no run state
  disks.items.map((disk) => disk.runState)
  return disks.items.map((disk) => disk.name)
}

export const misplaced: Partial<PlatformOverrides> = {
  // @ts-expect-error the disks' processor put under instances: it reads fields instances lack
  actions: { instance: diskActions },
  // @ts-expect-error the disks' source cell put on an instance column
  cells: { 'instance.runState': SourceCell },
}

// a processor or a cell written for its own kind is taken where it belongs
export const placed: Partial<PlatformOverrides> = {
  actions: { disk: diskActions },
  cells: { 'disk.source': SourceCell },
}

// a processor's referenced items are the rows of the kinds its reference columns name
export const referencedProcessor = defineActions<'disk'>((defaults, { referenced }) => {
  // @ts-expect-error a disk has no reference column 'state.instanse' ('state.instance')
  void referenced?.['state.instanse']
  // @ts-expect-error a disk's instance is an instance: it has no size
  void referenced?.['state.instance']?.size
  return referenced?.['state.instance']?.runState === 'running' ? [] : defaults
})

// an operation's rows and answer are read by its id, typed by what it answers
export function operationReads(data: unknown) {
  // @ts-expect-error an operation the registry lacks ('vpc_router_route_list')
  rowsOfOperation('vpc_router_route_lst', data)
  // @ts-expect-error a view answers one item, no rows
  rowsOfOperation('vpc_view', data)
  // @ts-expect-error an operation the registry lacks ('disk_create')
  answerOf('disk_creat', data)
  // @ts-expect-error a route has no run state
  void rowsOfOperation('vpc_router_route_list', data)[0]?.runState
  const routes: RouterRoute[] = rowsOfOperation('vpc_router_route_list', data)
  const disk: Disk = answerOf('disk_create', data)
  return { routes, disk }
}
