import { describe, expect, it } from 'vitest'
import { routesTargeting } from '../../../src/overrides/internet-gateway-routes/routes-targeting'
import type { RouterRoute } from '../../../src/generated/platform/models'

const gateway = { id: '16a70000-0000-4000-8000-000000000001', name: 'default' }

function route(name: string, target: RouterRoute['target']): RouterRoute {
  return { name, target } as RouterRoute
}

describe('routesTargeting', () => {
  it('keeps the routes whose target is the gateway, named or by id', () => {
    const routes = [
      route('by-name', { type: 'internet_gateway', value: 'default' }),
      route('by-id', { type: 'internet_gateway', value: gateway.id }),
      route('other-gateway', { type: 'internet_gateway', value: 'backup' }),
      route('subnet-named-alike', { type: 'subnet', value: 'default' }),
      route('dropped', { type: 'drop' }),
    ]
    expect(routesTargeting(gateway, routes).map(({ name }) => name)).toEqual(['by-name', 'by-id'])
  })
})
