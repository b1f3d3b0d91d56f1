// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

/**
 * The pickers offer only the kinds a firewall rule and a route can name; the mock, as the
 * platform, refuses any other kind with its 400, and takes a name nothing carries yet.
 */
const rule = (target: unknown) => ({
  rules: [
    {
      name: 'picked',
      description: '',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 10,
      targets: [target],
      filters: { hosts: null, ports: null, protocols: null },
    },
  ],
})
const rules = '/v1/vpc-firewall-rules?project=mock-project&vpc=mock-vpc'
const routes = '/v1/vpc-router-routes?project=mock-project&vpc=mock-vpc&router=mock-custom-router'
const route = (target: unknown) => ({
  name: 'picked',
  description: '',
  destination: { type: 'ip_net', value: '10.9.0.0/16' },
  target,
})

describe('endpoint kinds', () => {
  it('a firewall target of a kind the platform does not know is its 400', async () => {
    const refused = await call('PUT', rules, rule({ type: 'internet_gateway', value: 'default' }))
    expect(refused.status).toBe(400)
    const taken = await call('PUT', rules, rule({ type: 'instance', value: 'not-made-yet' }))
    expect(taken.status).toBe(200)
  })

  it('a route target of a kind the platform does not know is its 400', async () => {
    const refused = await call('POST', routes, route({ type: 'router', value: 'system' }))
    expect(refused.status).toBe(400)
    const taken = await call('POST', routes, route({ type: 'internet_gateway', value: 'default' }))
    expect(taken.status).toBe(201)
  })
})
