// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startMock } from '../../../mock/browser.ts'
import { chaosStatus, mockConfig, setMockDefaults } from '../../../mock/config.ts'

// Spec §1: the mock in the page delays each answer by 200 to 400 ms; its chaos failure rate is
// off by default, and a failure it makes is a 401, 403, 404 or 500.
describe('the mock in the page', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    setMockDefaults({ delay: 0, chaos: 0 })
  })

  it('answers after 200 to 400 ms, and fails nothing unless asked', async () => {
    const mock = startMock()
    expect(mockConfig()).toEqual({ delay: [200, 400], chaos: 0 })
    vi.useFakeTimers()
    for (const [draw, wait] of [
      [0, 200],
      [0.999, 400],
    ] as const) {
      vi.spyOn(Math, 'random').mockReturnValue(draw)
      let answered: Response | undefined
      void mock.fetch('http://127.0.0.1/v1/projects').then((response) => (answered = response))
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(answered, `answered before ${wait} ms`).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      await vi.waitFor(() => expect(answered).toBeDefined())
      // no chaos: the answer is the platform's own, not a simulated failure
      expect(answered?.headers.get('X-Chaos')).toBeNull()
      vi.restoreAllMocks()
    }
  })

  it('fails, when asked to, with 401, 403, 404 or 500 and nothing else', () => {
    const seen = new Set<number | undefined>()
    for (let n = 0; n < 100; n++) {
      // the first draw decides that the call fails, the second which way
      const draws = [0, n / 100]
      seen.add(chaosStatus({ delay: 0, chaos: 1 }, () => draws.shift() ?? 0))
    }
    expect([...seen].sort()).toEqual([401, 403, 404, 500])
  })
})
