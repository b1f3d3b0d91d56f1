import { describe, expect, it } from 'vitest'
import { actionAvailability } from '../../../../src/engine/actions/availability'
import type { ActionDef } from '../../../../src/contract'
import { pagesRegistry } from '../../fixtures/pages/registry'

const instance = pagesRegistry.kinds.instance!
const disk = pagesRegistry.kinds.disk!
const start: ActionDef = {
  name: 'start',
  label: 'Start',
  operation: 'instance_start',
  allowedStates: ['stopped', 'failed'],
}

describe('actionAvailability', () => {
  it('allows an action in one of its states', () => {
    expect(actionAvailability(instance, start, { runState: 'stopped' })).toEqual({ enabled: true })
  })

  it('gives the default reason otherwise', () => {
    expect(actionAvailability(instance, start, { runState: 'running' })).toEqual({
      enabled: false,
      reason: 'Instance must be stopped or failed',
    })
    const stop = { ...start, name: 'stop', label: 'Stop', allowedStates: ['running'] }
    expect(actionAvailability(instance, stop, { runState: 'stopped' }).reason).toBe(
      'Instance must be running',
    )
  })

  it('uses the declared reason, filling {states}, and reads nested state fields', () => {
    const detach: ActionDef = {
      name: 'detach',
      label: 'Detach',
      operation: 'disk_detach',
      allowedStates: ['attached'],
      disabledReason: 'Needs a disk in {states}',
    }
    expect(actionAvailability(disk, detach, { state: { state: 'detached' } }).reason).toBe(
      'Needs a disk in attached',
    )
    expect(actionAvailability(disk, detach, { state: { state: 'attached' } }).enabled).toBe(true)
  })

  it('always allows actions without states', () => {
    expect(actionAvailability(instance, { ...start, allowedStates: undefined }, {}).enabled).toBe(
      true,
    )
  })

  it("refuses what the item's relationships forbid, with the rule's reason, after its state", () => {
    const detach: ActionDef = {
      name: 'detach',
      label: 'Detach',
      operation: 'instance_stop',
      requires: [{ field: 'instanceId', set: true, reason: 'Not attached' }],
    }
    expect(actionAvailability(instance, detach, { instanceId: null })).toEqual({
      enabled: false,
      reason: 'Not attached',
    })
    expect(actionAvailability(instance, detach, { instanceId: 'i-1' })).toEqual({ enabled: true })
    const remove: ActionDef = {
      ...detach,
      allowedStates: ['stopped'],
      requires: [{ field: 'kind', oneOf: ['custom'], reason: 'The system router stays' }],
    }
    expect(
      actionAvailability(instance, remove, { runState: 'stopped', kind: 'system' }).reason,
    ).toBe('The system router stays')
    expect(
      actionAvailability(instance, remove, { runState: 'running', kind: 'custom' }).reason,
    ).toBe('Instance must be stopped')
  })
})
