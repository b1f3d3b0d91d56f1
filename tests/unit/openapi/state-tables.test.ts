/**
 * Spec §4's state tables, read from the spec itself, against the generated registry: the one
 * copy the menus, the overrides and the mock read. Every rule is gated by its own states, with
 * a reason in plain English.
 */
import { describe, expect, it } from 'vitest'
import type { KindDef } from '../../../src/contract'
import {
  actionAvailability,
  capabilityAvailability,
} from '../../../src/engine/actions/availability'
import { registry } from '../../../src/generated/registry'
import { listAfter, rowsAfter } from '../fixtures/spec-states'

/** The states the registry allows a rule in: a menu action's, or a capability's. */
function allowedBy(kind: KindDef, name: string): string[] | undefined {
  const action = kind.actions.find((candidate) => candidate.name === name)
  return action?.allowedStates ?? kind.capabilities?.[name]?.allowedStates
}

const tables = [
  {
    kind: registry.kinds.instance!,
    states: listAfter('Instance states (badges): '),
    rows: rowsAfter('Instance actions and allowed run states:'),
    row: (state: string) => ({ runState: state }),
  },
  {
    kind: registry.kinds.disk!,
    states: listAfter('Disk states: '),
    rows: rowsAfter('Disk states:'),
    row: (state: string) => ({ state: { state } }),
  },
]

describe.each(tables)('the $kind.name state table', ({ kind, states, rows, row }) => {
  it('holds the spec’s states and rows', () => {
    expect(rows.size).toBeGreaterThan(4)
    expect([...(kind.states?.values ?? [])].sort()).toEqual([...states].sort())
    for (const [name, allowed] of rows) {
      expect({ name, allowed: allowedBy(kind, name) }).toEqual({ name, allowed })
    }
  })

  it('gates each rule by its states, with an English reason', () => {
    for (const name of rows.keys()) {
      const action = kind.actions.find((candidate) => candidate.name === name)
      const allowed = allowedBy(kind, name) ?? []
      for (const state of states) {
        const availability = action
          ? actionAvailability(kind, action, row(state))
          : capabilityAvailability(kind, name, row(state))
        if (allowed.includes(state)) expect(availability).toEqual({ enabled: true })
        else expect(availability.reason).toMatch(/^Only [a-z_]+((, [a-z_]+)* or [a-z_]+)? \w+ can /)
      }
    }
  })
})

it('reads "Only stopped or failed instances can be started"', () => {
  const instance = registry.kinds.instance!
  const start = instance.actions.find((action) => action.name === 'start')!
  expect(actionAvailability(instance, start, { runState: 'running' }).reason).toBe(
    'Only stopped or failed instances can be started',
  )
  expect(capabilityAvailability(instance, 'serialConsole', { runState: 'stopped' }).reason).toBe(
    'Only running, rebooting, migrating or repairing instances can connect to the serial console',
  )
})
