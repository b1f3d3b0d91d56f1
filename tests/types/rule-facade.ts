/**
 * Type tests, checked by `npm run typecheck` (tsconfig includes tests/): each
 * `@ts-expect-error` line is a misspelling the generated unions must refuse. Were one accepted,
 * tsc would report the directive as unused and the check would fail. Nothing here runs.
 */
import type { OverrideRegistry } from '../../src/engine'
import type { Keys } from '../../src/generated/platform/keys'
import type { MockContext } from '../../mock/context'
import type { WireItem } from '../../mock/inputs'
import { assertCapability, assertState } from '../../mock/behaviours/states'
import {
  can,
  findOperation,
  kindByName,
  requireOperation,
  routeById,
} from '../../src/overrides/facade'

const Page = () => null

export function misspelledRules(row: unknown) {
  // @ts-expect-error a capability instances lack ('attachDisk'): no longer "enabled" at run time
  can.instance.attachDisks(row)
  // @ts-expect-error an action disks lack ('detach')
  can.disk.detatch(row)
  // @ts-expect-error a kind without rules, or none at all ('instance')
  can.instances.stop(row)
  return can.instance.attachDisk(row).enabled && can.disk.attach.states
}

export function misspelledLookups() {
  // @ts-expect-error an operation the registry lacks ('instance_view')
  findOperation('instance_veiw')
  // @ts-expect-error an operation the registry lacks ('disk_list')
  requireOperation('disks_list')
  // @ts-expect-error a route the registry lacks ('instance.tab.storage')
  routeById('instance.tab.storag')
  // @ts-expect-error a kind the registry lacks ('instance')
  kindByName('instances')
  return [findOperation('instance_view'), routeById('instance.tab.storage'), kindByName('disk')]
}

export const misspelledPage: Partial<OverrideRegistry<Keys>> = {
  // @ts-expect-error a page name no route's `override:` gives ('serial-console')
  pages: { 'serial-consol': Page },
}

export function misspelledMockRules(ctx: MockContext, item: WireItem) {
  // @ts-expect-error a capability disks lack ('attach'): the mock would refuse nothing
  assertCapability(ctx, 'disk', item, 'atach', () => '')
  // @ts-expect-error an operation the registry lacks ('instance_stop')
  assertState(ctx, 'instance', item, 'instance_stp', 'stop')
}

// @ts-expect-error `pages` holds every name the manifest's `override:` declares: one alone is not enough
export const missingPages: OverrideRegistry<Keys>['pages'] = { 'instance-create': Page }

// a replaced route's page is required like any other: the instance page the manifest's
// `routes.override: { detail: instance-page }` names cannot be left out
declare const withoutInstancePage: Omit<OverrideRegistry<Keys>['pages'], 'instance-page'>
// @ts-expect-error `instance-page` is missing
export const noInstancePage: OverrideRegistry<Keys>['pages'] = withoutInstancePage
