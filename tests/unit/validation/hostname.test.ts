// The instance create form's hostname rule (src/contract/hostname.ts) and the API document's
// Hostname pattern, which the mock checks, take and refuse the same names.
import { describe, expect, it } from 'vitest'
import document from '../../../src/generated/openapi.json'
import { hostnameProblem } from '../../../src/contract'

const pattern = new RegExp(
  (document.components.schemas as Record<string, { pattern?: string }>).Hostname?.pattern ?? '$^',
)

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
