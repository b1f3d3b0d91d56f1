// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const names = (answer: { body: { items: { name: string }[] } }) =>
  answer.body.items.map((provider) => provider.name)

const provider = {
  name: 'corp-sso',
  description: 'The new silo’s own sign-in',
  idp_entity_id: 'https://idp.example.com/entity',
  idp_metadata_source: { type: 'url', url: 'https://idp.example.com/metadata' },
  sp_client_id: 'console',
  acs_url: 'https://console.example.com/acs',
  slo_url: 'https://console.example.com/slo',
  technical_contact_email: 'ops@example.com',
}

describe('identity providers belong to their silo', () => {
  it('lists the seeded provider in its silo only; a new silo has none until it makes one', async () => {
    expect(names(await call('GET', '/v1/system/identity-providers?silo=maze-war'))).toEqual([
      'mock-idp',
    ])
    expect(names(await call('GET', '/v1/system/identity-providers?silo=dark-star'))).toEqual([])

    const made = await call('POST', '/v1/system/identity-providers/saml?silo=dark-star', provider)
    expect(made.status).toBe(201)
    expect(names(await call('GET', '/v1/system/identity-providers?silo=dark-star'))).toEqual([
      'corp-sso',
    ])
    expect(names(await call('GET', '/v1/system/identity-providers?silo=maze-war'))).toEqual([
      'mock-idp',
    ])
  })

  it("views a provider through its own silo, and not through another's", async () => {
    const own = await call('GET', '/v1/system/identity-providers/saml/mock-idp?silo=maze-war')
    expect(own.status).toBe(200)
    expect(own.body.name).toBe('mock-idp')
    const other = await call('GET', '/v1/system/identity-providers/saml/mock-idp?silo=dark-star')
    expect(other.status).toBe(404)
  })
})
