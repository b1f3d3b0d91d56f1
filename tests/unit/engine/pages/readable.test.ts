import { describe, expect, it } from 'vitest'
import { readableText } from '../../../../src/engine/pages/readable'

describe('readable values', () => {
  it('reads unions as their variant and value, never JSON', () => {
    expect(readableText({ type: 'subnet', value: 'default' })).toBe('Subnet default')
    expect(readableText({ type: 'ip_net', value: '10.0.0.0/24' })).toBe('IP net 10.0.0.0/24')
    expect(readableText({ type: 'vpc', value: 'mock-vpc' })).toBe('VPC mock-vpc')
    expect(readableText({ type: 'drop' })).toBe('Drop')
  })

  it('reads objects as pairs and empty values as a dash', () => {
    expect(readableText({ cpus: 4, memoryGib: 8 })).toBe('CPUs 4, Memory GiB 8')
    expect(readableText([])).toBe('—')
    expect(readableText(null)).toBe('—')
    expect(readableText(['a', 'b'])).toBe('a, b')
  })
})
