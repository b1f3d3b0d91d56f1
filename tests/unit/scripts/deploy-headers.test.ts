// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nginxHeaders } from '../../../scripts/deploy-headers.ts'
import { securityHeaders } from '../../../tooling/vite/security-headers.ts'

describe('the headers a deployment includes (docs/deploy.md)', () => {
  it('are every header the console is tested under, once each, on every response', () => {
    const lines = nginxHeaders()
      .split('\n')
      .filter((line) => line.startsWith('add_header'))
    expect(lines).toHaveLength(Object.keys(securityHeaders).length)
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(lines).toContain(`add_header ${name} "${value}" always;`)
    }
  })

  it('keep a quote inside a value inside the value', () => {
    expect(nginxHeaders({ 'X-Test': 'say "hi"' })).toContain(
      'add_header X-Test "say \\"hi\\"" always;',
    )
  })
})
