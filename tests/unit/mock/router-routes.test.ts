// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const body = {
  name: 'to-the-world',
  description: '',
  destination: { type: 'ip_net', value: '203.0.113.0/24' },
  target: { type: 'drop' },
}
const routesOf = (router: string) =>
  `/v1/vpc-router-routes?project=mock-project&vpc=mock-vpc&router=${router}`

describe('router route create', () => {
  it('refuses a route in the system router, with the rule the console follows', async () => {
    const refused = await call('POST', routesOf('system'), body)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Routes cannot be added to the system router')
  })

  it('adds a route to a custom router', async () => {
    const created = await call('POST', routesOf('mock-custom-router'), body)
    expect(created.status).toBe(201)
    expect(created.body.name).toBe('to-the-world')
  })

  it('adds a route to a router made a moment ago, which is custom', async () => {
    const made = await call('POST', '/v1/vpc-routers?project=mock-project&vpc=mock-vpc', {
      name: 'fresh',
      description: '',
    })
    expect(made.body.kind).toBe('custom')
    expect((await call('POST', routesOf('fresh'), body)).status).toBe(201)
  })
})
