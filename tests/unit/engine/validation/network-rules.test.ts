import { describe, expect, it } from 'vitest'
import {
  formatAddress,
  hostNetProblem,
  inRanges,
  parseAddress,
  subnetV4Problem,
  subnetV6Problem,
  vpcPrefixProblem,
} from '../../../../src/contract'

describe('network rules', () => {
  it('reads and writes addresses of both families', () => {
    expect(formatAddress(parseAddress('fd00:0:0:1::')!)).toBe('fd00:0:0:1::')
    expect(formatAddress(parseAddress('::ffff:10.0.0.1')!)).toBe('::ffff:a00:1')
    expect(formatAddress(parseAddress('10.1.2.3')!)).toBe('10.1.2.3')
  })

  it('takes a unique-local /48 as a VPC prefix, nothing else', () => {
    expect(vpcPrefixProblem('fd12:3456:789a::/48')).toBeUndefined()
    expect(vpcPrefixProblem('fd12:3456:789a::/64')).toEqual({ kind: 'not-unique-local-48' })
    expect(vpcPrefixProblem('2001:db8::/48')).toEqual({ kind: 'not-unique-local-48' })
    expect(vpcPrefixProblem('fd12::')).toEqual({ kind: 'malformed' })
    expect(vpcPrefixProblem('10.0.0.0/8')).toEqual({ kind: 'malformed' })
  })

  it('takes private, aligned, separate IPv4 subnets', () => {
    expect(subnetV4Problem('10.1.2.0/24', ['10.1.1.0/24'])).toBeUndefined()
    expect(subnetV4Problem('10.1.1.128/25', ['10.1.1.0/24'])).toEqual({
      kind: 'overlaps',
      other: '10.1.1.0/24',
    })
    expect(subnetV4Problem('8.8.8.0/24', [])).toEqual({ kind: 'not-private' })
    expect(subnetV4Problem('10.0.0.0/7', [])).toEqual({ kind: 'not-private' })
    expect(subnetV4Problem('10.0.0.5/24', [])).toEqual({
      kind: 'host-bits',
      network: '10.0.0.0/24',
    })
    expect(subnetV4Problem('172.16.0.0/12', [])).toBeUndefined()
  })

  it('takes a /64 inside the VPC prefix as an IPv6 subnet', () => {
    const prefix = 'fd9b:870a:4245::/48'
    expect(subnetV6Problem('fd9b:870a:4245:9::/64', prefix, [])).toBeUndefined()
    expect(subnetV6Problem('fd9b:870a:4245::/56', prefix, [])).toEqual({
      kind: 'not-64-in-prefix',
      prefix,
    })
    expect(subnetV6Problem('fd00:1::/64', prefix, [])).toEqual({ kind: 'not-64-in-prefix', prefix })
    expect(subnetV6Problem('fd9b:870a:4245:1::/64', prefix, ['fd9b:870a:4245:1::/64'])).toEqual({
      kind: 'overlaps',
      other: 'fd9b:870a:4245:1::/64',
    })
  })

  it('refuses a host network with host bits set', () => {
    expect(hostNetProblem('10.0.0.5/8')).toEqual({ kind: 'host-bits', network: '10.0.0.0/8' })
    expect(hostNetProblem('10.0.0.0/8')).toBeUndefined()
    expect(hostNetProblem('fd00::1/128')).toBeUndefined()
  })

  it('finds an address in a pool’s ranges', () => {
    const ranges = [{ first: '10.0.0.20', last: '10.0.0.40' }]
    expect(inRanges('10.0.0.20', ranges)).toBe(true)
    expect(inRanges('8.8.8.8', ranges)).toBe(false)
    expect(inRanges('fd00::1', ranges)).toBe(false)
  })
})
