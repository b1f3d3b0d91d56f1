// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deliveredAfterMs } from '../../../mock/behaviours/alert-deliveries.ts'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()
afterEach(() => vi.useRealTimers())

const deliveries = async (receiver: string) =>
  (await call('GET', `/v1/alert-receivers/${receiver}/deliveries`)).body.items as {
    id: string
    alert_id: string
    state: string
    trigger: string
  }[]

describe('alert deliveries', () => {
  it('a resend is a new pending delivery of the alert, delivered a moment later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const alert = 'a1e40000-0000-4000-8000-000000000002'
    const sent = await call('POST', `/v1/alerts/${alert}/resend?receiver=dev-alerts`)
    expect(sent.status).toBe(201)
    const made = (await deliveries('dev-alerts')).find((row) => row.id === sent.body.delivery_id)
    expect(made).toMatchObject({ alert_id: alert, state: 'pending', trigger: 'resend' })
    vi.advanceTimersByTime(deliveredAfterMs)
    const later = (await deliveries('dev-alerts')).find((row) => row.id === sent.body.delivery_id)
    expect(later?.state).toBe('delivered')
  })

  it('an alert that was never sent is not found', async () => {
    const sent = await call(
      'POST',
      '/v1/alerts/a1e40000-0000-4000-8000-0000000000ff/resend?receiver=dev-alerts',
    )
    expect(sent.status).toBe(404)
    expect(sent.body.error_code).toBe('ObjectNotFound')
  })

  it('a probe is delivered at once, and with resend retries the failed deliveries', async () => {
    const before = await deliveries('dev-alerts')
    const failed = before.filter((row) => row.state === 'failed').length
    const plain = await call('POST', '/v1/alert-receivers/dev-alerts/probe')
    expect(plain.status).toBe(200)
    expect(plain.body).toMatchObject({
      probe: { alert_class: 'probe', trigger: 'probe', state: 'delivered' },
      resends_started: null,
    })
    const resent = await call('POST', '/v1/alert-receivers/dev-alerts/probe?resend=true')
    expect(resent.body.resends_started).toBe(failed)
    expect(await deliveries('dev-alerts')).toHaveLength(before.length + 2 + failed)
  })

  it('subscriptions are added once and removed', async () => {
    const path = '/v1/alert-receivers/ops-pager/subscriptions'
    const added = await call('POST', path, { subscription: 'test.quux.**' })
    expect(added).toMatchObject({ status: 201, body: { subscription: 'test.quux.**' } })
    expect((await call('POST', path, { subscription: 'test.quux.**' })).status).toBe(400)
    expect((await call('DELETE', `${path}/test.quux.**`)).status).toBe(204)
    expect((await call('DELETE', `${path}/test.quux.**`)).status).toBe(404)
  })
})

describe('adding a sled', () => {
  it('moves the sled of that baseboard from the uninitialized list to the rack', async () => {
    const added = await call('POST', '/v1/system/hardware/sleds', {
      part: '913-0000019',
      serial: 'BRM44220017',
    })
    expect(added.status).toBe(201)
    const sleds = (await call('GET', '/v1/system/hardware/sleds')).body.items as { id: string }[]
    expect(sleds.map((sled) => sled.id)).toContain(added.body.id)
    const waiting = await call('GET', '/v1/system/hardware/sleds-uninitialized')
    expect(waiting.body.items).toEqual([])
  })

  it('does not find a baseboard that is not cabled in', async () => {
    const added = await call('POST', '/v1/system/hardware/sleds', { part: 'x', serial: 'y' })
    expect(added.status).toBe(404)
  })
})

describe('a local user’s password', () => {
  const simone = '05e40000-0000-4000-8000-000000000004'
  const setPassword = (silo: string, body: unknown, user = simone) =>
    call(
      'POST',
      `/v1/system/identity-providers/local/users/${user}/set-password?silo=${silo}`,
      body,
    )
  const login = (password: string) =>
    call('POST', '/v1/login/dark-star/local', { username: 'simone.de.beauvoir', password })

  it('is the only one local sign-in takes once set', async () => {
    const set = await setPassword('dark-star', { mode: 'password', value: 'le-deuxieme' })
    expect(set.status).toBe(204)
    expect((await login('anything')).status).toBe(401)
    expect((await login('le-deuxieme')).status).toBe(204)
  })

  it('signs no one in once sign-in with a password is disallowed', async () => {
    // before, the mock takes any password of a user with none set
    expect((await setPassword('dark-star', { mode: 'login_disallowed' })).status).toBe(204)
    expect((await login('anything')).status).toBe(401)
  })

  it('is only set in a silo that keeps its own users', async () => {
    const hannah = '05e40000-0000-4000-8000-000000000001'
    const refused = await setPassword('maze-war', { mode: 'login_disallowed' }, hannah)
    expect(refused.status).toBe(400)
    expect(refused.body.error_code).toBe('InvalidRequest')
  })
})
