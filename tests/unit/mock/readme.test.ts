// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readmeList, unimplementedMarkdown } from '../../../mock/unimplemented-list.ts'

describe('mock/README.md', () => {
  it('lists exactly the operations the mock answers with 501', () => {
    const readme = readFileSync(new URL('../../../mock/README.md', import.meta.url), 'utf8')
    expect(readmeList(readme)).toBe(unimplementedMarkdown())
  })
})
