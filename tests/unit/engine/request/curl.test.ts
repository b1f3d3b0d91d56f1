import { describe, expect, it } from 'vitest'
import { curlCommand } from '../../../../src/engine/request/curl'

describe('curlCommand', () => {
  it('quotes the body for the shell and leaves $TOKEN for it to fill', () => {
    const command = curlCommand(
      {
        method: 'POST',
        url: '/v1/projects?limit=1',
        headers: { Authorization: 'Bearer $TOKEN', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: "it's", description: '' }),
      },
      'https://rack.example',
    )
    expect(command.split(' \\\n  ')).toEqual([
      "curl -X POST 'https://rack.example/v1/projects?limit=1'",
      '-H "Authorization: Bearer $TOKEN"',
      "-H 'Content-Type: application/json'",
      `--data '{\n  "name": "it'\\''s",\n  "description": ""\n}'`,
    ])
  })

  it('sends no data for a call without a body', () => {
    const command = curlCommand(
      { method: 'POST', url: '/v1/instances/db1/stop?project=p', headers: {} },
      'http://x',
    )
    expect(command).toBe("curl -X POST 'http://x/v1/instances/db1/stop?project=p'")
  })
})
