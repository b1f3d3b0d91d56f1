import { describe, expect, it } from 'vitest'
import {
  instanceActionAvailability,
  isRestartable,
  RUN_STATES,
  type InstanceAction,
} from '../../../src/overrides/instance-actions/instance-states'
import {
  diskActionAvailability,
  DISK_STATES,
  type DiskAction,
} from '../../../src/overrides/disk-actions/disk-states'

/** Spec §4, written out independently of the table under test. */
const INSTANCE_ALLOWED: Record<InstanceAction, string> = {
  start: 'stopped failed',
  delete: 'stopped failed',
  resize: 'stopped failed creating',
  updateBootDisk: 'stopped failed creating',
  reboot: 'running',
  stop: 'running starting rebooting failed',
  detachDisk: 'creating stopped failed',
  attachDisk: 'creating stopped',
  updateNetworkInterface: 'stopped',
  serialConsole: 'running rebooting migrating repairing',
  addToAffinityGroup: 'stopped',
}

describe('instance state table', () => {
  it('covers all ten run states', () => {
    expect([...RUN_STATES].sort()).toEqual(
      [
        'creating',
        'starting',
        'running',
        'rebooting',
        'stopping',
        'stopped',
        'repairing',
        'migrating',
        'failed',
        'destroyed',
      ].sort(),
    )
  })

  for (const [action, allowed] of Object.entries(INSTANCE_ALLOWED) as [InstanceAction, string][]) {
    const allowedStates = allowed.split(' ')
    const reason = new RegExp(`^Only ${allowedStates.join(', ')} instances can `)
    for (const state of RUN_STATES.filter((candidate) => allowedStates.includes(candidate))) {
      it(`${action} is allowed when ${state}`, () => {
        expect(instanceActionAvailability(action, state)).toEqual({ enabled: true })
      })
    }
    for (const state of RUN_STATES.filter((candidate) => !allowedStates.includes(candidate))) {
      it(`${action} is refused, with its reason, when ${state}`, () => {
        expect(instanceActionAvailability(action, state)).toEqual({
          enabled: false,
          reason: expect.stringMatching(reason),
        })
      })
    }
  }

  it('names the verb in the reason', () => {
    expect(instanceActionAvailability('start', 'running').reason).toBe(
      'Only stopped, failed instances can be started',
    )
  })
})

describe('auto restart', () => {
  const now = new Date('2025-11-01T12:00:00Z')
  const failed = {
    runState: 'failed' as const,
    autoRestartEnabled: true,
    autoRestartCooldownExpiration: undefined,
  }

  it('a failed instance with auto restart and no cooldown is restartable', () => {
    expect(isRestartable(failed, now)).toBe(true)
  })

  it('is restartable once the cooldown has expired, not before', () => {
    expect(
      isRestartable(
        { ...failed, autoRestartCooldownExpiration: new Date('2025-11-01T11:59:00Z') },
        now,
      ),
    ).toBe(true)
    expect(
      isRestartable(
        { ...failed, autoRestartCooldownExpiration: new Date('2025-11-01T12:01:00Z') },
        now,
      ),
    ).toBe(false)
  })

  it('needs auto restart enabled and a failed instance', () => {
    expect(isRestartable({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
    expect(isRestartable({ ...failed, runState: 'stopped' }, now)).toBe(false)
  })
})

const DISK_ALLOWED: Record<DiskAction, string> = {
  delete: 'detached faulted',
  snapshot: 'attached detached',
  attach: 'creating detached',
  detach: 'attached',
  setBootDisk: 'attached',
}

describe('disk state table', () => {
  for (const [action, allowed] of Object.entries(DISK_ALLOWED) as [DiskAction, string][]) {
    for (const state of DISK_STATES) {
      const expected = allowed.split(' ').includes(state)
      it(`${action} is ${expected ? 'allowed' : 'refused'} when ${state}`, () => {
        expect(diskActionAvailability(action, state).enabled).toBe(expected)
      })
    }
  }

  it('tells to detach an attached disk before deleting it', () => {
    expect(diskActionAvailability('delete', 'attached').reason).toBe(
      'Disk must be detached before it can be deleted',
    )
  })
})
