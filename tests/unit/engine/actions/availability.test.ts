import { describe, expect, it } from 'vitest'
import { actionAvailability, createAvailability } from '../../../../src/engine/actions/availability'
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

describe('createAvailability', () => {
  const router = {
    ...instance,
    name: 'vpcRouter',
    states: undefined,
    capabilities: {
      addRoute: {
        operation: 'vpc_router_route_create',
        requires: [{ field: 'kind', oneOf: ['custom'], reason: 'No routes here' }],
      },
    },
  }

  it('follows the parent kind’s capability that names the create operation', () => {
    const system = { kind: router, row: { kind: 'system' } }
    const custom = { kind: router, row: { kind: 'custom' } }
    expect(createAvailability(system, 'vpc_router_route_create')).toEqual({
      enabled: false,
      reason: 'No routes here',
    })
    expect(createAvailability(custom, 'vpc_router_route_create')).toEqual({ enabled: true })
  })

  it('sets no rule without a parent or a capability naming the operation', () => {
    expect(createAvailability(undefined, 'vpc_router_route_create')).toEqual({ enabled: true })
    const system = { kind: router, row: { kind: 'system' } }
    expect(createAvailability(system, 'vpc_subnet_create')).toEqual({ enabled: true })
  })
})
