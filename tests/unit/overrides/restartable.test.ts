import { describe, expect, it } from 'vitest'
import { isRestartable } from '../../../src/overrides/instance-actions/restartable'

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
