import { describe, expect, it } from 'vitest'
import {
  formatNumber,
  fullNumber,
  holdsId,
  shortenIds,
  shortId,
} from '../../../../src/engine/pages/format'

// the tests run in Node's default locale, as the browser runs in the user's: compare digits
// and marks, not a locale's grouping (en: "65,535", de: "65.535")
const en = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('the number formatter (spec §9)', () => {
  it('prints at most two decimals', () => {
    expect(formatNumber(12.3456)).toMatch(/^12[.,]35$/)
    expect(formatNumber(0.5)).toMatch(/^0[.,]5$/)
    expect(formatNumber(42)).toBe('42')
  })

  it('groups quantities up to one million, whole', () => {
    expect(formatNumber(65535).replace(/\D/g, '')).toBe('65535')
    expect(formatNumber(1_000_000).replace(/\D/g, '')).toBe('1000000')
    expect(fullNumber(1_000_000)).toBeUndefined()
    expect(fullNumber(65535)).toBeUndefined()
  })

  it('reads compact over one million, with the full figure for the tooltip', () => {
    expect(en(formatNumber(1_234_567))).toMatch(/^1[.,]23\s?M/)
    expect(en(formatNumber(4_294_967_295))).toMatch(/^4[.,]29\s?(B|Mrd)/)
    expect(fullNumber(1_234_567)?.replace(/\D/g, '')).toBe('1234567')
    expect(formatNumber(-2_500_000)).toMatch(/^-2[.,]5\s?M/)
  })

  it("reads an IPv6 pool's count in powers of ten past the trillions", () => {
    // fd01::1 to fd01::ffff:ffff:ffff:ffff, as the API's float carries it
    const count = 18_446_744_073_709_617_152
    expect(formatNumber(count)).toMatch(/^1[.,]84E19$/)
    expect(formatNumber(count)).not.toMatch(/\d{3}[,.]\d{3}/)
    // the tooltip shows the float's good digits, not its noise
    expect(fullNumber(count)?.replace(/\D/g, '')).toBe('18446744073709600000')
  })
})

describe('short ids', () => {
  it('cut every id one way: six characters at each end', () => {
    expect(shortId('51ed0000-0000-4000-8000-000000000001')).toBe('51ed00…000001')
    expect(shortId('short-id')).toBe('short-id')
  })
})

describe('ids inside a text', () => {
  it('are found and each shortened by the one rule', () => {
    const urn = 'do:vpc:5a4981aa-9653-4bd1-bef5-d6bff52042e4'
    expect(holdsId(urn)).toBe(true)
    expect(holdsId('do:vpc:default')).toBe(false)
    expect(shortenIds(urn)).toBe('do:vpc:5a4981…2042e4')
    expect(shortenIds(`${urn} and ${urn}`)).toBe('do:vpc:5a4981…2042e4 and do:vpc:5a4981…2042e4')
  })
})
