// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeKey } from '../../../mock/behaviours/behaviour.ts'
import { generatedInputs } from '../../../mock/generated.ts'
import { createMockRoutes, unimplementedOperations } from '../../../mock/handlers.ts'
import type { KindDef, OperationRef } from '../../../src/contract/index.ts'
import { registry } from '../../../src/generated/registry.ts'

/**
 * Every call the console can make is one the mock plays as the platform does (spec §7): no
 * page, menu entry, form or bespoke piece of the console meets the mock's 501.
 */

/** the operations each generic page of a kind calls (an edit form reads the item first) */
const pageOperations: Record<string, readonly (keyof KindDef['ops'])[]> = {
  list: ['list', 'delete'],
  detail: ['view', 'delete'],
  single: ['view', 'update'],
  create: ['create'],
  edit: ['view', 'update'],
}

const operationsById = new Map<string, OperationRef>()
for (const kind of Object.values(registry.kinds)) {
  for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
    if (op) operationsById.set(op.id, op)
  }
}
for (const op of Object.values(registry.shellOperations)) operationsById.set(op.id, op)

/** what the registry's pages, menus, rules and shell call, each with where */
function registryCalls(): Map<string, string> {
  const calls = new Map<string, string>()
  const shown = new Set<KindDef>()
  for (const route of registry.routes) {
    const page = route.page
    if (!('kind' in page) || page.kind === undefined) continue
    const kind = registry.kinds[page.kind]
    if (kind === undefined) continue
    shown.add(kind)
    if (page.type === 'list' && page.operation) calls.set(page.operation, route.id)
    for (const role of pageOperations[page.type] ?? []) {
      const op = kind.ops[role]
      if (op) calls.set(op.id, `${route.id} (${role})`)
    }
  }
  for (const kind of shown) {
    for (const action of kind.actions) {
      calls.set(action.operation, `${kind.name}'s ${action.label}`)
      for (const rule of action.requires ?? []) {
        if ('empty' in rule) calls.set(rule.empty, `${kind.name}'s ${action.label} rule`)
      }
    }
    for (const [name, capability] of Object.entries(kind.capabilities ?? {})) {
      if (capability.operation) calls.set(capability.operation, `${kind.name}'s ${name}`)
    }
    for (const id of kind.touches ?? []) calls.set(id, `refreshed after ${kind.name}`)
  }
  for (const id of Object.keys(registry.shellOperations)) calls.set(id, 'the shell')
  return calls
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** the operations the bespoke pieces name (`callOperation('disk_create', …)`, a menu's gate) */
function overrideCalls(): Map<string, string> {
  const calls = new Map<string, string>()
  const root = new URL('../../../src/overrides', import.meta.url).pathname
  for (const file of filesUnder(root)) {
    const text = readFileSync(file, 'utf8')
    for (const [, id] of text.matchAll(/['"`]([a-z][a-z0-9_]*)['"`]/g)) {
      if (id !== undefined && operationsById.has(id)) calls.set(id, file.slice(root.length + 1))
    }
  }
  return calls
}

const consoleCalls = new Map([...registryCalls(), ...overrideCalls()])

/** the calls of a switch port's live state and of BGP's exports and messages */
const liveNetworkCalls = [
  'networking_switch_port_status',
  'networking_switch_port_lldp_config_view',
  'networking_switch_port_lldp_config_update',
  'networking_switch_port_lldp_neighbors',
  'networking_bgp_exported',
  'networking_bgp_message_history',
]

describe('the calls the console makes', () => {
  it('are found: pages, menus, the shell and the bespoke pieces', () => {
    // the walk sees what each source places, so an empty or one-sided walk fails here
    expect(consoleCalls.get('networking_bgp_config_delete')).toMatch(/Delete/)
    expect(consoleCalls.get('instance_list')).toBeDefined()
    expect(consoleCalls.get('current_user_view')).toBe('the shell')
    expect(consoleCalls.get('instance_serial_console_stream')).toMatch(/serial-console/)
    // a support bundle's contents: the menus' download, and the Files tab's index, sizes and files
    expect(consoleCalls.get('support_bundle_download')).toBe("supportBundle's Download")
    for (const id of ['index', 'head_file', 'download_file']) {
      expect(consoleCalls.get(`support_bundle_${id}`)).toMatch(/^support-bundle-files\//)
    }
    expect(consoleCalls.size).toBeGreaterThan(150)
    // a switch port's page (its status, LLDP settings and neighbors) and the BGP views
    expect(Object.fromEntries(liveNetworkCalls.map((id) => [id, consoleCalls.has(id)]))).toEqual(
      Object.fromEntries(liveNetworkCalls.map((id) => [id, true])),
    )
  })

  it('are each answered by the mock, never with its 501', () => {
    const { routes } = createMockRoutes(generatedInputs)
    const routed = new Set(routes.map(routeKey))
    const unimplemented = new Set(unimplementedOperations(generatedInputs))
    const unanswered = [...consoleCalls]
      .filter(([id]) => {
        const op = operationsById.get(id)
        return op === undefined || !routed.has(routeKey(op)) || unimplemented.has(id)
      })
      .map(([id, where]) => `${id} (${where})`)
    expect(unanswered).toEqual([])
  })
})
