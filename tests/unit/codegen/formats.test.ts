// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isIp, isIpNet, isIpv6, platformFormats } from '../../../src/contract/index.ts'

const check = (format: string, value: string | number) => {
  const definition = platformFormats[format]
  if (definition === undefined) throw new Error(`no format ${format}`)
  return (definition.validate as (value: string | number) => boolean)(value)
}

describe('platform formats', () => {
  it('accepts IPv4 and IPv6 addresses for ip', () => {
    expect(isIp('10.0.0.1')).toBe(true)
    expect(isIp('fd00::1')).toBe(true)
    expect(isIp('::ffff:10.0.0.1')).toBe(true)
    expect(isIp('256.0.0.1')).toBe(false)
    expect(isIp('10.0.0')).toBe(false)
    expect(isIpv6('1:2:3:4:5:6:7:8')).toBe(true)
    expect(isIpv6('1:2:3:4:5:6:7:8:9')).toBe(false)
    expect(isIpv6('1::2::3')).toBe(false)
  })

  it('bounds network widths by family', () => {
    expect(isIpNet('10.0.0.0/8')).toBe(true)
    expect(isIpNet('10.0.0.0/33')).toBe(false)
    expect(isIpNet('fd00::/48')).toBe(true)
    expect(isIpNet('fd00::/129')).toBe(false)
    expect(isIpNet('fd00::/48', 'v4')).toBe(false)
    expect(isIpNet('10.0.0.1')).toBe(false)
  })

  it('takes integer ranges from the format name', () => {
    expect(check('uint16', 65535)).toBe(true)
    expect(check('uint16', 70000)).toBe(false)
    expect(check('uint8', -1)).toBe(false)
    expect(check('int8', -128)).toBe(true)
    expect(check('uint32', 1.5)).toBe(false)
  })

  it('checks uuids, times and the 32-byte hex hash', () => {
    expect(check('uuid', '1a570000-0000-4000-8000-000000000001')).toBe(true)
    expect(check('uuid', 'db1')).toBe(false)
    expect(check('date-time', '2025-10-01T12:00:00Z')).toBe(true)
    expect(check('date-time', '2025-13-01T12:00:00Z')).toBe(false)
    expect(check('hex string (32 bytes)', 'ab'.repeat(32))).toBe(true)
    expect(check('hex string (32 bytes)', 'ab')).toBe(false)
  })
})
