// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const rack = '4ac00000-0000-4000-8000-000000000001'
const uplink = '5e770000-0000-4000-8000-000000000001'
const portSettings = (port: string, location: string) =>
  `/v1/system/hardware/switch-port/${port}/settings?rack_id=${rack}&switch_location=${location}`

async function portRow(port: string, location: string) {
  const ports = (await call('GET', '/v1/system/hardware/switch-port')).body.items as {
    port_name: string
    switch_location: string
    port_settings_id: string | null
  }[]
  return ports.find((row) => row.port_name === port && row.switch_location === location)
}

describe('switch port settings', () => {
  it('are applied to a port by name, and cleared off it', async () => {
    const applied = await call('POST', portSettings('qsfp1', 'switch0'), {
      port_settings: 'uplink',
    })
    expect(applied.status).toBe(204)
    expect((await portRow('qsfp1', 'switch0'))?.port_settings_id).toBe(uplink)

    expect((await call('DELETE', portSettings('qsfp1', 'switch0'))).status).toBe(204)
    expect((await portRow('qsfp1', 'switch0'))?.port_settings_id).toBeNull()
  })

  it('are not found for a port or settings that are not there', async () => {
    const port = await call('POST', portSettings('qsfp9', 'switch0'), { port_settings: 'uplink' })
    expect(port.status).toBe(404)
    const settings = await call('POST', portSettings('qsfp1', 'switch0'), { port_settings: 'none' })
    expect(settings.status).toBe(404)
    expect(settings.body.error_code).toBe('ObjectNotFound')
  })

  it('cannot be deleted while a port uses them, and can once no port does', async () => {
    const del = '/v1/system/networking/switch-port-settings?port_settings=uplink'
    const refused = await call('DELETE', del)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/in use by port qsfp0/)

    await call('DELETE', portSettings('qsfp0', 'switch0'))
    await call('DELETE', portSettings('qsfp0', 'switch1'))
    expect((await call('DELETE', del)).status).toBe(204)
    expect((await call('GET', `/v1/system/networking/switch-port-settings/uplink`)).status).toBe(
      404,
    )
  })
})

describe('BFD sessions', () => {
  it('are listed as the document answers them, a bare array', async () => {
    const answer = await call('GET', '/v1/system/networking/bfd-status')
    expect(Array.isArray(answer.body)).toBe(true)
  })

  const status = async () =>
    (await call('GET', '/v1/system/networking/bfd-status')).body as {
      peer: string
      switch: string
      state: string
    }[]
  const session = {
    remote: '192.168.2.1',
    switch: 'switch1',
    mode: 'single_hop',
    local: null,
    detection_threshold: 3,
    required_rx: 250000,
  }

  it('start in init with their peer on the status list, once', async () => {
    expect((await call('POST', '/v1/system/networking/bfd-enable', session)).status).toBe(204)
    expect(await status()).toContainEqual(
      expect.objectContaining({ peer: '192.168.2.1', switch: 'switch1', state: 'init' }),
    )
    const twice = await call('POST', '/v1/system/networking/bfd-enable', session)
    expect(twice.status).toBe(400)
    expect(twice.body.error_code).toBe('ObjectAlreadyExists')
  })

  it('stop by peer and switch, and a session not running is not found', async () => {
    const stop = { remote: '192.168.1.1', switch: 'switch0' }
    expect((await call('POST', '/v1/system/networking/bfd-disable', stop)).status).toBe(204)
    expect(await status()).toEqual([])
    const again = await call('POST', '/v1/system/networking/bfd-disable', stop)
    expect(again.status).toBe(404)
  })
})

describe('loopback addresses', () => {
  const at = `/v1/system/networking/loopback-address/${rack}/switch0`
  const list = async () =>
    (await call('GET', '/v1/system/networking/loopback-address')).body.items as unknown[]

  it('are deleted by rack, switch, address and prefix width', async () => {
    expect((await call('DELETE', `${at}/192.168.1.15/32`)).status).toBe(204)
    expect(await list()).toEqual([])
  })

  it('refuse a width that is no prefix length, and do not find another address', async () => {
    const id = '100b0000-0000-4000-8000-000000000001'
    expect((await call('DELETE', `${at}/192.168.1.15/${id}`)).status).toBe(400)
    expect((await call('DELETE', `${at}/192.168.1.16/32`)).status).toBe(404)
    expect(await list()).toHaveLength(1)
  })
})
