// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerDelay, chaosStatus, mockConfig, setMockDefaults } from '../../../mock/config.ts'

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === 'mock-config' ? value : null),
})

describe('mock config', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setMockDefaults({ delay: 0, chaos: 0 })
  })

  it('answers at once in Node and with the entry point default otherwise', () => {
    expect(answerDelay(mockConfig())).toBe(0)
    setMockDefaults({ delay: [200, 400] })
    expect(answerDelay(mockConfig(), () => 0)).toBe(200)
    expect(answerDelay(mockConfig(), () => 0.5)).toBe(300)
  })

  it('lets localStorage mock-config override delay and chaos, ignoring junk', () => {
    setMockDefaults({ delay: [200, 400] })
    vi.stubGlobal('localStorage', storage('{ "delay": 0, "chaos": 0.5 }'))
    expect(mockConfig()).toEqual({ delay: 0, chaos: 0.5 })
    vi.stubGlobal('localStorage', storage('not json'))
    expect(mockConfig()).toEqual({ delay: [200, 400], chaos: 0 })
  })

  it('fails the configured fraction of calls, mostly with 404', () => {
    expect(chaosStatus({ delay: 0, chaos: 0.25 }, () => 0.3)).toBeUndefined()
    expect(chaosStatus({ delay: 0, chaos: 0.6 }, () => 0.5)).toBe(404)
    expect(chaosStatus({ delay: 0, chaos: 1 }, () => 0)).toBe(401)
  })
})
