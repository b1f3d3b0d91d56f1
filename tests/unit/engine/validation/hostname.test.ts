// The instance create form's hostname rule (src/contract/hostname.ts) and the API document's
// Hostname pattern, which the mock checks, take and refuse the same names.
import { describe, expect, it } from 'vitest'
import document from '../../../../src/generated/openapi.json'
import { hostnameProblem } from '../../../../src/contract'

// read loosely: the foreign-document type-check regenerates openapi.json from other documents
const { components } = document as {
  components?: { schemas?: Record<string, { pattern?: string }> }
}
const pattern = new RegExp(components?.schemas?.Hostname?.pattern ?? '$^')

describe('hostnames (RFC 1035 labels)', () => {
  it.each([
    ['db1', true],
    ['web-1.example.com', true],
    [`${'a'.repeat(63)}.example`, true],
    [`${'a'.repeat(64)}.example`, false],
    ['-web', false],
    ['web-', false],
    ['web..example', false],
    ['web_1', false],
    ['web 1', false],
  ])('%s: %s', (hostname, valid) => {
    expect(hostnameProblem(hostname) === undefined).toBe(valid)
    expect(pattern.test(hostname)).toBe(valid)
  })
})
