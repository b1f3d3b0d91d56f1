// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  answerDelay,
  chaosRandom,
  chaosStatus,
  mockConfig,
  setMockDefaults,
} from '../../../mock/config.ts'

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

  it('with a seed, a session that makes the same calls meets the same failures', async () => {
    // a fresh module per run, as each page load of the mock starts counting anew
    const session = async (seed: number) => {
      vi.resetModules()
      const fresh = await import('../../../mock/config.ts')
      const config = { delay: 0 as const, chaos: 0.3, seed }
      const calls = ['/v1/projects', '/v1/me', '/v1/projects', '/v1/disks', '/v1/projects']
      return Array.from({ length: 20 }, (_, n) => {
        const path = calls[n % calls.length] ?? ''
        return fresh.chaosStatus(config, fresh.chaosRandom(config, 'GET', path))
      })
    }
    // whatever else draws on Math.random meanwhile
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const first = await session(7)
    const replay = await session(7)
    const other = await session(8)
    vi.restoreAllMocks()
    expect(replay).toEqual(first)
    expect(other).not.toEqual(first)
    const failed = first.filter((status) => status !== undefined)
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.length).toBeLessThan(20)
    for (const status of failed) expect([401, 403, 404, 500]).toContain(status)
  })

  it('draws anew for each repeat of a call, and from Math.random without a seed', () => {
    const config = { delay: 0 as const, chaos: 0.5, seed: 3 }
    const draws = [0, 1, 2].map(() => chaosRandom(config, 'GET', '/v1/repeated')())
    expect(new Set(draws).size).toBe(3)
    expect(chaosRandom({ delay: 0, chaos: 0.5 }, 'GET', '/v1/repeated')).toBe(Math.random)
  })

  it('with a seed, goes on counting across a reload, so a reload does not replay a failure', async () => {
    const saved = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    })
    const config = { delay: 0 as const, chaos: 0.5, seed: 11 }
    const load = async (draws: number) => {
      vi.resetModules()
      const fresh = await import('../../../mock/config.ts')
      return Array.from({ length: draws }, () => fresh.chaosRandom(config, 'GET', '/v1/me')())
    }
    const beforeReload = await load(1)
    const afterReload = await load(1)
    saved.clear()
    expect([...beforeReload, ...afterReload]).toEqual(await load(2))
    expect(afterReload).not.toEqual(beforeReload)
  })
})
