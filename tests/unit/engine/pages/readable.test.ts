import { describe, expect, it } from 'vitest'
import { readableText } from '../../../../src/engine/pages/readable'
import { humanizeWord, spelledInMixedCase } from '../../../../src/engine/pages/words'

describe('readable values', () => {
  it('shorten an id inside a text, as an ID column does, and keep it whole when asked', () => {
    const uri = 'https://api.digitalocean.com/v2/volumes/3d80cb72-342b-4aaa-b92e-4e4abb24a933'
    const tagged = { count: 1, last_tagged_uri: uri }
    expect(readableText(tagged)).toBe(
      'Count 1, Last tagged URI https://api.digitalocean.com/v2/volumes/3d80cb…24a933',
    )
    expect(readableText(tagged, true)).toContain(uri)
    expect(readableText('do:vpc:5a4981aa-9653-4bd1-bef5-d6bff52042e4')).toBe('do:vpc:5a4981…2042e4')
  })

  it('reads unions as their variant and value, never JSON', () => {
    expect(readableText({ type: 'subnet', value: 'default' })).toBe('Subnet default')
    expect(readableText({ type: 'ip_net', value: '10.0.0.0/24' })).toBe('IP net 10.0.0.0/24')
    expect(readableText({ type: 'vpc', value: 'mock-vpc' })).toBe('VPC mock-vpc')
    expect(readableText({ type: 'drop' })).toBe('Drop')
  })

  it('writes no JSON of its own, and shows a string holding JSON as it came', () => {
    // the guard of the browser tests trusts this: JSON in a readable value is the API's string
    const nested = { target: { kind: 'instance', spec: { ports: [80, 443], tls: { on: true } } } }
    expect(readableText(nested)).not.toMatch(/[{}"]/)
    expect(readableText(nested, true)).not.toMatch(/[{}"]/)
    expect(readableText({ domain: 'example.com', response: '{"status": "ok"}' })).toBe(
      'Domain example.com, Response {"status": "ok"}',
    )
  })

  it('reads an IP version as the platform writes the family, never "V4"', () => {
    expect(humanizeWord('v4')).toBe('IPv4')
    expect(humanizeWord('v6')).toBe('IPv6')
    expect(readableText({ type: 'v6', value: 'fd00::/64' })).toBe('IPv6 fd00::/64')
    // a badge's capitals would misspell it as "IPV4"; "SAML JIT" is all capitals anyway
    expect(spelledInMixedCase('IPv4')).toBe(true)
    expect(spelledInMixedCase('SAML JIT')).toBe(false)
    expect(spelledInMixedCase('Unicast')).toBe(false)
  })

  it('reads objects as pairs and empty values as a dash', () => {
    expect(readableText({ cpus: 4, memoryGib: 8 })).toBe('CPUs 4, Memory GiB 8')
    expect(readableText([])).toBe('—')
    expect(readableText(null)).toBe('—')
    expect(readableText(['a', 'b'])).toBe('a, b')
  })

  it('names a resource embedded whole, and keeps every field for the tooltip', () => {
    const datacenter = { id: 4, name: 'fsn1-dc14', location: { name: 'fsn1', city: 'Falkenstein' } }
    expect(readableText(datacenter)).toBe('fsn1-dc14')
    expect(readableText([datacenter, { ...datacenter, name: 'nbg1-dc3' }])).toBe(
      'fsn1-dc14, nbg1-dc3',
    )
    expect(readableText(datacenter, true)).toBe(
      'ID 4, Name fsn1-dc14, Location Name fsn1, City Falkenstein',
    )
    // a name beside one other field is a pair, not a resource
    expect(readableText({ name: 'env', value: 'prod' })).toBe('Name env, Value prod')
  })

  it('reads an id inside a value short, and whole in the tooltip', () => {
    const id = '589a019e-f02e-407f-b972-e962cc939aa9'
    const assignment = { identityId: id, identityType: 'silo_user', roleName: 'admin' }
    expect(readableText(assignment)).toBe(
      'Identity ID 589a01…939aa9, Identity type silo_user, Role name admin',
    )
    expect(readableText(assignment, true)).toContain(id)
  })
})
