// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { setMockDefaults } from '../../../mock/config.ts'
import { api, serveFixtureMock } from './harness.ts'

serveFixtureMock()

describe('session and roles', () => {
  it('the first seeded user is the current user, a fleet viewer', async () => {
    const me = await api('GET', '/v1/me')
    expect(me.body).toMatchObject({
      display_name: 'hannah.arendt',
      silo_name: 'maze-war',
      fleet_viewer: true,
    })
    const groups = await api('GET', '/v1/me/groups')
    expect(groups.body.items.map((g: { display_name: string }) => g.display_name)).toEqual([
      'kernel-devs',
    ])
  })

  it('a user without a fleet role gets 403 on /v1/system', async () => {
    expect((await api('GET', '/v1/system/silos')).status).toBe(200)
    await api('POST', '/v1/logout')
    expect((await api('GET', '/v1/me')).status).toBe(401)
    const bad = await fetch('http://localhost/v1/login/maze-war/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jacob.klein', password: 'bad' }),
    })
    expect(bad.status).toBe(401)
    const login = await api('POST', '/v1/login/maze-war/local', {
      username: 'jacob.klein',
      password: 'pw',
    })
    expect(login.status).toBe(204)
    expect((await api('GET', '/v1/me')).body).toMatchObject({
      display_name: 'jacob.klein',
      fleet_viewer: false,
    })
    const system = await api('GET', '/v1/system/silos')
    expect(system.status).toBe(403)
    expect(system.body).toMatchObject({ error_code: 'Forbidden', message: 'Action not authorized' })
  })

  it('picks the user from the mock-user cookie', async () => {
    const me = await fetch('http://localhost/v1/me', {
      headers: { cookie: 'mock-user=jacob.klein' },
    })
    expect(((await me.json()) as { display_name: string }).display_name).toBe('jacob.klein')
  })
})

describe('chaos', () => {
  afterEach(() => setMockDefaults({ chaos: 0 }))

  it('is off by default', async () => {
    for (let i = 0; i < 20; i++) expect((await api('GET', '/v1/projects')).status).toBe(200)
  })

  it('when on, fails calls in the platform shape with an X-Chaos header', async () => {
    setMockDefaults({ chaos: 1 })
    const answer = await api('GET', '/v1/projects')
    expect([401, 403, 404, 500]).toContain(answer.status)
    expect(answer.headers.get('X-Chaos')).toBe(String(answer.status))
    expect(answer.body.request_id).toEqual(expect.any(String))
  })
})

describe("a silo's users", () => {
  it("are its own, and a group's members when one is named", async () => {
    // the seed's third user (simone.de.beauvoir) belongs to another silo
    const all = await api('GET', '/v1/users')
    expect(all.body.items.map((u: { display_name: string }) => u.display_name)).toEqual([
      'hannah.arendt',
      'jacob.klein',
    ])
    const groups = await api('GET', '/v1/groups')
    const kernelDevs = groups.body.items[0].id as string
    const members = await api('GET', `/v1/users?group=${kernelDevs}`)
    expect(members.body.items.map((u: { display_name: string }) => u.display_name)).toEqual([
      'hannah.arendt',
    ])
  })
})
