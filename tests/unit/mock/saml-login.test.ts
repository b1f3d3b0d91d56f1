// @vitest-environment node
/** the mock's SAML identity provider: it signs the silo's user in and sends them back */
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

/** the provider's answer as the browser gets it, the redirect not followed */
const begin = (path: string) => fetch(`http://localhost${path}`, { redirect: 'manual' })

describe('SAML sign-in through the mock identity provider', () => {
  it('signs a signed-out person in and sends them to redirect_uri', async () => {
    await call('POST', '/v1/logout')
    expect((await call('GET', '/v1/me')).status).toBe(401)
    const answer = await begin(
      '/login/maze-war/saml/mock-idp/redirect?redirect_uri=%2Fprojects%2Fmock-project%2Fdisks',
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/projects/mock-project/disks')
    const me = await call('GET', '/v1/me')
    expect(me.status).toBe(200)
    expect(me.body.silo_name).toBe('maze-war')
  })

  it('sends a redirect_uri off the console to the projects', async () => {
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const answer = await begin(
        `/login/maze-war/saml/mock-idp/redirect?redirect_uri=${encodeURIComponent(hostile)}`,
      )
      expect(answer.headers.get('location'), hostile).toBe('/projects')
    }
  })

  it('knows only the silo’s own providers', async () => {
    await call('POST', '/v1/logout')
    expect((await begin('/login/maze-war/saml/other-idp/redirect')).status).toBe(404)
    expect((await begin('/login/dark-star/saml/mock-idp/redirect')).status).toBe(404)
    expect((await call('GET', '/v1/me')).status).toBe(401)
  })
})
