import { describe, expect, it } from 'vitest'
import {
  generateName,
  messages,
  parsePortRange,
  validateIp,
  validateIpNet,
  validateName,
  validatePortRange,
  validateUnique,
} from '../../../../src/engine/validation'

describe('validateIp', () => {
  it.each(['10.0.0.1', '0.0.0.0', '255.255.255.255', '::', 'fd00::1', '::ffff:10.0.0.1'])(
    'accepts %s',
    (value) => expect(validateIp(value)).toBeUndefined(),
  )
  it.each(['', '10.0.0', '256.0.0.1', '10.0.0.1/24', 'fd00:::1', 'localhost', ' 10.0.0.1'])(
    'rejects %j with the spec message',
    (value) => expect(validateIp(value)).toBe('Not a valid IP address'),
  )
})

describe('validateIpNet', () => {
  it.each(['10.0.0.0/8', '10.0.0.0/32', '0.0.0.0/0', 'fd00::/64', 'fd00::/128'])(
    'accepts %s',
    (value) => expect(validateIpNet(value)).toBeUndefined(),
  )
  it.each([
    '10.0.0.0',
    '10.0.0.0/',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8.5',
    '10.0.0.0/-1',
    'nope/8',
    '/8',
  ])('rejects %j with the spec message', (value) =>
    expect(validateIpNet(value)).toBe('Must contain an IP address and a width, separated by a /'),
  )
  it('holds a field typed for one family to that family', () => {
    expect(validateIpNet('fd00::/64', 'v4')).toBe(messages.ipNet)
    expect(validateIpNet('10.0.0.0/8', 'v6')).toBe(messages.ipNet)
    expect(validateIpNet('10.0.0.0/8', 'v4')).toBeUndefined()
  })
})

describe('validatePortRange', () => {
  it.each(['1', '22', '65535', '8000-8080', '80-80', '1-65535'])('accepts %s', (value) =>
    expect(validatePortRange(value)).toBeUndefined(),
  )
  it.each(['', 'a', '123456', '80-', '-80', '80-90-100', '80 - 90', '1-123456', '8.0'])(
    'rejects %j as malformed',
    (value) => expect(validatePortRange(value)).toBe(messages.portRange),
  )
  it('rejects a range that ends below its start', () => {
    expect(validatePortRange('8080-8000')).toBe(messages.portRangeOrder)
  })
  it.each(['0', '65536', '99999', '22-99999', '0-80'])(
    'rejects %j: ports go from 1 to 65535',
    (value) => expect(validatePortRange(value)).toBe(messages.portBounds),
  )
  it('parses a single port as a range of one', () => {
    expect(parsePortRange('22')).toEqual({ start: 22, end: 22 })
    expect(parsePortRange('1-5')).toEqual({ start: 1, end: 5 })
    expect(parsePortRange('x')).toBeUndefined()
  })
})

describe('validateUnique', () => {
  it('accepts distinct items and the empty list', () => {
    expect(validateUnique([])).toBeUndefined()
    expect(validateUnique(['22', '80'])).toBeUndefined()
    expect(
      validateUnique([
        { type: 'vpc', value: 'a' },
        { type: 'subnet', value: 'a' },
      ]),
    ).toBe(undefined)
  })
  it('rejects repeated items, comparing objects by value', () => {
    expect(validateUnique(['22', '22'])).toBe('Items must be unique')
    expect(
      validateUnique([
        { type: 'ip', value: '10.0.0.1' },
        { type: 'ip', value: '10.0.0.1' },
      ]),
    ).toBe('Items must be unique')
  })
})

describe('validateName', () => {
  it.each([
    'a',
    'mock-vpc',
    'web2',
    'aB-9',
    'a'.repeat(63),
    'db-6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  ])('accepts %s', (value) => expect(validateName(value)).toBeUndefined())
  it('leaves an empty name to the required rule', () => {
    expect(validateName('')).toBeUndefined()
  })
  it.each([
    ['a'.repeat(64), messages.nameTooLong],
    ['1abc', messages.nameStart],
    ['Abc', messages.nameStart],
    ['-abc', messages.nameStart],
    ['ab_c', messages.nameCharacters],
    ['ab c', messages.nameCharacters],
    ['abc-', messages.nameEnd],
    ['c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b', messages.nameUuid],
  ])('rejects %j', (value, message) => expect(validateName(value)).toBe(message))
})

describe('generateName', () => {
  it('appends a random six-hex-digit suffix', () => {
    const name = generateName('disk-snapshot')
    expect(name).toMatch(/^disk-snapshot-[0-9a-f]{6}$/)
    expect(validateName(name)).toBeUndefined()
  })
  it('differs between calls', () => {
    const names = new Set(Array.from({ length: 20 }, () => generateName('x')))
    expect(names.size).toBeGreaterThan(1)
  })
  it('truncates a long prefix so the whole stays within 63 characters', () => {
    const name = generateName('p'.repeat(80), 'abc123')
    expect(name).toHaveLength(63)
    expect(name).toBe(`${'p'.repeat(56)}-abc123`)
  })
  it('keeps a short prefix whole', () => {
    expect(generateName('boot', '00ff00')).toBe('boot-00ff00')
  })
})
