import { describe, expect, it } from 'vitest'
import {
  allocatedShare,
  formatAddressCount,
} from '../../../src/overrides/ip-pool-utilization/address-count'

describe('address counts', () => {
  it('prints every digit of counts beyond 2^53, in the locale', () => {
    const grouped = (text: string) => text.replace(/[^0-9]/g, '')
    expect(grouped(formatAddressCount(2 ** 64))).toBe('18446744073709551616')
    expect(formatAddressCount(2 ** 64)).not.toContain('e')
    expect(grouped(formatAddressCount(42))).toBe('42')
  })

  it('gives the allocated share, never rounding a used pool to 0%', () => {
    expect(allocatedShare(42, 37)).toBe('12%')
    expect(allocatedShare(2 ** 40, 2 ** 40 - 5)).toBe('< 1%')
    expect(allocatedShare(0, 0)).toBe('0%')
  })
})
