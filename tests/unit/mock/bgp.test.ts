// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const configs = '/v1/system/networking/bgp'
const speaker = { id: 'b9c00000-0000-4000-8000-000000000001', name: 'as65547', asn: 65547 }
const lab = { name: 'as65548-lab', asn: 65548 }

const names = async () =>
  ((await call('GET', configs)).body.items as { name: string }[]).map((item) => item.name)

/** port settings whose one link has a BGP peer speaking for `config` */
const settingsPeeringWith = (config: string) => ({
  name: 'peering',
  description: '',
  port_config: { geometry: 'qsfp28x1' },
  links: [
    { link_name: 'phy0', mtu: 1500, speed: 'speed100_g', autoneg: false, lldp: { enabled: false } },
  ],
  addresses: [],
  bgp_peers: [
    {
      link_name: 'phy0',
      peers: [
        {
          addr: '192.168.1.1',
          bgp_config: config,
          interface_name: 'phy0',
          allowed_export: { type: 'no_filtering' },
          allowed_import: { type: 'no_filtering' },
          communities: [],
          connect_retry: 3,
          delay_open: 0,
          enforce_first_as: false,
          hold_time: 6,
          idle_hold_time: 3,
          keepalive: 2,
        },
      ],
    },
  ],
})

describe('BGP configuration delete (?name_or_id=)', () => {
  it('deletes one by name, and by id', async () => {
    expect((await call('DELETE', `${configs}?name_or_id=${lab.name}`)).status).toBe(204)
    expect(await names()).toEqual([speaker.name])
    expect((await call('DELETE', `${configs}?name_or_id=${speaker.id}`)).status).toBe(204)
    expect(await names()).toEqual([])
  })

  it('does not find one that is not there', async () => {
    const missing = await call('DELETE', `${configs}?name_or_id=nowhere`)
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: BGP configuration with name "nowhere"',
    })
  })

  it('needs to be told which', async () => {
    const unnamed = await call('DELETE', configs)
    expect(unnamed.status).toBe(400)
    expect(unnamed.body.error_code).toBe('InvalidRequest')
  })

  it('refuses one a port’s BGP peer still uses, by name or by id', async () => {
    const settings = '/v1/system/networking/switch-port-settings'
    expect((await call('POST', settings, settingsPeeringWith(speaker.id))).status).toBe(201)
    const refused = await call('DELETE', `${configs}?name_or_id=${speaker.name}`)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'BGP config in use',
    })
    expect(await names()).toContain(speaker.name)

    expect((await call('DELETE', `${settings}?port_settings=peering`)).status).toBe(204)
    expect((await call('DELETE', `${configs}?name_or_id=${speaker.name}`)).status).toBe(204)
  })
})

describe('BGP imported routes (?asn=)', () => {
  const routes = (asn: number) => call('GET', `/v1/system/networking/bgp-routes-ipv4?asn=${asn}`)

  it('are the routes the speaker learned, as a bare array', async () => {
    const learned = await routes(speaker.asn)
    expect(learned.status).toBe(200)
    expect(Array.isArray(learned.body)).toBe(true)
    expect(learned.body.length).toBeGreaterThan(1)
    expect(learned.body[0]).toMatchObject({
      prefix: expect.any(String),
      nexthop: expect.any(String),
    })
  })

  it('are none for a configuration that learned nothing yet', async () => {
    const none = await routes(lab.asn)
    expect(none.status).toBe(200)
    expect(none.body).toEqual([])
  })

  it('are not found for an ASN no configuration has, nor after its configuration is gone', async () => {
    expect((await routes(64999)).status).toBe(404)
    await call('DELETE', `${configs}?name_or_id=${speaker.name}`)
    expect((await routes(speaker.asn)).status).toBe(404)
  })
})

describe('BGP message history (?asn=)', () => {
  const history = (asn: number | string) =>
    call('GET', `/v1/system/networking/bgp-message-history?asn=${asn}`)

  it('is the speaker’s messages, per switch, each switch’s by peer', async () => {
    const said = await history(speaker.asn)
    expect(said.status).toBe(200)
    expect(said.body.switch_histories.map((entry: { switch: string }) => entry.switch)).toEqual([
      'switch0',
      'switch1',
    ])
    expect(Object.keys(said.body.switch_histories[0].history)).toEqual(['192.168.1.1'])
  })

  it('is empty for a configuration that said nothing yet', async () => {
    expect((await history(lab.asn)).body).toEqual({ switch_histories: [] })
  })

  it('is not found for an ASN no configuration has, and refuses one that is no number', async () => {
    const missing = await history(64999)
    expect(missing.status).toBe(404)
    expect(missing.body.error_code).toBe('ObjectNotFound')
    expect((await history('as65547')).status).toBe(400)
    expect((await call('GET', '/v1/system/networking/bgp-message-history')).status).toBe(400)
  })
})

describe('BGP exported prefixes', () => {
  const exported = () => call('GET', '/v1/system/networking/bgp-exported')

  it('are the prefixes each peer is sent, by the peer’s address', async () => {
    const sent = await exported()
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ exports: { '192.168.1.1': ['10.0.0.0/16'] } })
  })

  it('are none once the speaker’s configuration is gone', async () => {
    await call('DELETE', `${configs}?name_or_id=${speaker.name}`)
    expect((await exported()).body).toEqual({ exports: {} })
  })
})
