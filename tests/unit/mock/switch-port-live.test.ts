// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const rack = '4ac00000-0000-4000-8000-000000000001'
const at = (port: string) => `/v1/system/hardware/switch-port/${port}`
const where = (location = 'switch0', rackId = rack) =>
  `?rack_id=${rackId}&switch_location=${location}`
const status = (port: string, location?: string) =>
  call('GET', `${at(port)}/status${where(location)}`)
const lldp = (port: string, location?: string) =>
  call('GET', `${at(port)}/lldp/config${where(location)}`)
const neighbors = (port: string, location = 'switch0') =>
  call('GET', `/v1/system/hardware/rack-switch-port/${rack}/${location}/${port}/lldp/neighbors`)

describe('a switch port’s link status', () => {
  it('is the switch’s report: up where settings are applied, down where none are', async () => {
    const up = await status('qsfp0')
    expect(up.status).toBe(200)
    expect(up.body).toMatchObject({ link: 'up', speed: 'speed100_g' })
    expect((await status('qsfp1')).body).toEqual({ link: 'down' })
    await call('DELETE', `${at('qsfp0')}/settings${where()}`)
    expect((await status('qsfp0')).body).toEqual({ link: 'down' })
  })

  it('is not found for a port, switch or rack that does not exist', async () => {
    expect((await status('qsfp9')).status).toBe(404)
    expect((await status('qsfp0', 'switch7')).status).toBe(404)
    const elsewhere = await call(
      'GET',
      `${at('qsfp0')}/status${where('switch0', '4ac00000-0000-4000-8000-00000000000f')}`,
    )
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.error_code).toBe('ObjectNotFound')
  })

  it('needs the rack and switch', async () => {
    const bare = await call('GET', `${at('qsfp0')}/status`)
    expect(bare.status).toBe(400)
  })
})

describe('a switch port’s LLDP configuration', () => {
  it('is the example’s on the world’s first port, off on the others', async () => {
    const first = await lldp('qsfp0')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ enabled: true, system_name: 'rack-1-switch0' })
    const other = await lldp('qsfp1', 'switch1')
    expect(other.body).toMatchObject({ enabled: false, system_name: null })
    expect(other.body.id).toMatch(/^[0-9a-f-]{36}$/)
    // the same settings when asked again
    expect((await lldp('qsfp1', 'switch1')).body.id).toBe(other.body.id)
  })

  it('is changed by the platform’s call, and reads back changed', async () => {
    const { body: before } = await lldp('qsfp1')
    const changed = { ...before, enabled: true, system_name: 'edge-a', management_ip: '10.1.1.1' }
    const answer = await call('POST', `${at('qsfp1')}/lldp/config${where()}`, changed)
    expect(answer.status).toBe(204)
    expect((await lldp('qsfp1')).body).toEqual(changed)
    // another port's settings are untouched
    expect((await lldp('qsfp1', 'switch1')).body.system_name).toBeNull()
  })

  it('refuses a body the document does not allow, or another port’s settings', async () => {
    const { body: before } = await lldp('qsfp0')
    const post = (body: unknown) => call('POST', `${at('qsfp0')}/lldp/config${where()}`, body)
    const badAddress = await post({ ...before, management_ip: 'not-an-address' })
    expect(badAddress.status).toBe(400)
    expect(badAddress.body.error_code).toBe('InvalidValue')
    const unsaid = await post({ id: before.id })
    expect(unsaid.status).toBe(400)
    const foreign = await post({ ...before, id: '11d90000-0000-4000-8000-0000000000ff' })
    expect(foreign.status).toBe(400)
    expect(foreign.body.error_code).toBe('InvalidRequest')
    expect((await lldp('qsfp0')).body).toEqual(before)
  })

  it('is not found for a port that does not exist', async () => {
    expect((await lldp('qsfp9')).status).toBe(404)
    const { body } = await lldp('qsfp0')
    const post = await call('POST', `${at('qsfp9')}/lldp/config${where()}`, body)
    expect(post.status).toBe(404)
  })
})

describe('a switch port’s LLDP neighbors', () => {
  it('are the devices heard on the world’s first port, as a page', async () => {
    const heard = await neighbors('qsfp0')
    expect(heard.status).toBe(200)
    expect(heard.body.next_page).toBeNull()
    expect(heard.body.items).toHaveLength(1)
    expect(heard.body.items[0]).toMatchObject({ local_port: 'qsfp0', system_name: 'core-router-1' })
    expect((await neighbors('qsfp0', 'switch1')).body.items).toEqual([])
  })

  it('are not found for a port that does not exist, and refuse a bad limit', async () => {
    expect((await neighbors('qsfp9')).status).toBe(404)
    const bad = await call(
      'GET',
      `/v1/system/hardware/rack-switch-port/${rack}/switch0/qsfp0/lldp/neighbors?limit=0`,
    )
    expect(bad.status).toBe(400)
  })
})
