import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '../../../../src/generated/platform/models'
import {
  inNetwork,
  rulesApplying,
} from '../../../../src/overrides/instance-networking/rules-matching'

const rule = (name: string, targets: VpcFirewallRule['targets'], priority = 100) =>
  ({ name, targets, priority }) as VpcFirewallRule

describe('firewall rules applying to an instance', () => {
  it('reads IPv4 networks, and no IPv6', () => {
    expect(inNetwork('10.1.2.3', '10.1.0.0/16')).toBe(true)
    expect(inNetwork('10.2.0.1', '10.1.0.0/16')).toBe(false)
    expect(inNetwork('10.1.2.3', '0.0.0.0/0')).toBe(true)
    expect(inNetwork('fd00::1', 'fd00::/48')).toBe(false)
  })

  it('matches by instance name, VPC, subnet and address, within the rule’s own VPC', () => {
    const places = [{ vpcId: 'v1', vpc: 'web', subnet: 'front', ip: '10.0.0.5' }]
    const applied = rulesApplying('db1', places, [
      {
        vpcId: 'v1',
        rules: [
          rule('by-vpc', [{ type: 'vpc', value: 'web' }]),
          rule('by-subnet', [{ type: 'subnet', value: 'front' }]),
          rule('by-name', [{ type: 'instance', value: 'db1' }]),
          rule('by-ip', [{ type: 'ip', value: '10.0.0.5' }]),
          rule('other', [{ type: 'instance', value: 'web-1' }]),
        ],
      },
      // a VPC the instance has no interface in: its subnet of the same name is another one
      { vpcId: 'v2', rules: [rule('elsewhere', [{ type: 'subnet', value: 'front' }])] },
    ])
    expect(applied.map((row) => [row.rule.name, row.matchedBy])).toEqual([
      ['by-vpc', 'VPC web'],
      ['by-subnet', 'subnet front'],
      ['by-name', 'instance db1'],
      ['by-ip', 'IP 10.0.0.5'],
    ])
  })

  it('lists them in the order the platform weighs them, lowest priority number first', () => {
    const places = [{ vpcId: 'v1', vpc: 'web', subnet: 'front', ip: '10.0.0.5' }]
    const db1 = [{ type: 'instance' as const, value: 'db1' }]
    const applied = rulesApplying('db1', places, [
      {
        vpcId: 'v1',
        rules: [rule('late', db1, 65534), rule('first', db1, 10), rule('tie', db1, 10)],
      },
    ])
    expect(applied.map((row) => row.rule.name)).toEqual(['first', 'tie', 'late'])
  })
})
