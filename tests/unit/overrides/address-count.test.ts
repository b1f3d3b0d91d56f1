import { describe, expect, it } from 'vitest'
import { allocatedShare } from '../../../src/overrides/ip-pool-utilization/address-count'

describe('address counts', () => {
  it('gives the allocated share, never rounding a used pool to 0%', () => {
    expect(allocatedShare(42, 37)).toBe('12%')
    expect(allocatedShare(2 ** 40, 2 ** 40 - 5)).toBe('< 1%')
    expect(allocatedShare(0, 0)).toBe('0%')
  })
})
