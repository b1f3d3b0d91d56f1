import { describe, expect, it } from 'vitest'
import { setTargetReason } from '../../../src/overrides/system-update/release-gate'
import { releaseStatus } from '../../../src/overrides/system-update/release-status'
import { rolloutOf } from '../../../src/overrides/system-update/rollout'

describe('which release may become the target', () => {
  it('allows any release when none is set, and only newer ones after', () => {
    expect(setTargetReason('1.0.0', undefined)).toBeUndefined()
    expect(setTargetReason('2.0.0', '2.0.0')).toBe('Already set as target')
    expect(setTargetReason('1.9.9', '2.0.0')).toBe('Cannot set older release as target')
    // by semver, not by text: 10.0.0 is newer than 9.0.0
    expect(setTargetReason('10.0.0', '9.0.0')).toBeUndefined()
    expect(setTargetReason('2.0.0-rc.1', '2.0.0')).toBe('Cannot set older release as target')
  })
})

describe('rollout progress', () => {
  it('is the share of components on the target, rounded down', () => {
    expect(rolloutOf({ '2.0.0': 41, '1.0.0': 3 }, '2.0.0')).toEqual({
      done: 41,
      total: 44,
      percent: 93,
    })
    expect(rolloutOf({ '2.0.0': 44 }, '2.1.0').percent).toBe(0)
    expect(rolloutOf({ '2.1.0': 44 }, '2.1.0').percent).toBe(100)
    expect(rolloutOf({}, undefined)).toEqual({ done: 0, total: 0, percent: 0 })
  })
})

describe('each release’s status on the rack', () => {
  const moving = { '2.0.0': 41, '1.0.0': 3 }
  it('tells the target being installed from the target installed', () => {
    expect(releaseStatus('2.0.0', '2.0.0', moving)).toEqual({
      text: 'Installing: 41 of 44 components',
      tone: 'info',
    })
    expect(releaseStatus('2.0.0', '2.0.0', { '2.0.0': 44 })).toEqual({
      text: 'Installed',
      tone: 'success',
    })
  })

  it('names what components still run, what could be next and what is behind', () => {
    expect(releaseStatus('1.0.0', '2.0.0', moving).text).toBe('Running on 3 of 44 components')
    expect(releaseStatus('2.1.0', '2.0.0', moving).text).toBe('Available')
    expect(releaseStatus('1.5.0', '2.0.0', moving).text).toBe('Older than the target')
    expect(releaseStatus('1.0.0', undefined, {}).text).toBe('Available')
  })
})
