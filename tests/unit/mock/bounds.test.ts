// @vitest-environment node
// The bounds the console's forms enforce, refused by the mock too with the platform's 400.
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

describe('firewall rule ports', () => {
  const path = '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc'
  const withPorts = (ports: string[]) => ({
    rules: [
      {
        name: 'web',
        description: '',
        status: 'enabled',
        direction: 'inbound',
        action: 'allow',
        priority: 10,
        targets: [{ type: 'vpc', value: 'mock-vpc' }],
        filters: { hosts: null, ports, protocols: null },
      },
    ],
  })

  it.each(['0', '65536', '99999', '22-99999', '80-70'])(
    'refuses the port filter %j',
    async (port) => {
      const answer = await call('PUT', path, withPorts([port]))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toContain(`"${port}"`)
    },
  )

  it('takes ports from 1 to 65535', async () => {
    expect((await call('PUT', path, withPorts(['1', '22-65535']))).status).toBe(200)
  })
})
