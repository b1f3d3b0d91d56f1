import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMinDuration } from '../../../../src/engine/shell/spinner'

afterEach(() => vi.useRealTimers())

describe('useMinDuration', () => {
  it('keeps a short busy period visible for 500 ms', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ busy }) => useMinDuration(busy), {
      initialProps: { busy: false },
    })
    expect(result.current).toBe(false)
    rerender({ busy: true })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(100))
    rerender({ busy: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(400))
    expect(result.current).toBe(false)
  })

  it('ends with the busy flag once the minimum has passed', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ busy }) => useMinDuration(busy), {
      initialProps: { busy: true },
    })
    act(() => vi.advanceTimersByTime(800))
    expect(result.current).toBe(true)
    rerender({ busy: false })
    expect(result.current).toBe(false)
  })
})
