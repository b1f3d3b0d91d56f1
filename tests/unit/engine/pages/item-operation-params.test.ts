import { describe, expect, it } from 'vitest'
import { buildOperationArgs } from '../../../../src/engine/data/params'
import { itemOperationParams } from '../../../../src/engine/pages/route-path'
import { registry } from '../../../../src/generated/registry'

const {
  alertDelivery: delivery,
  networkingBgpConfig: bgp,
  networkingSwitchPort: port,
  networkingSwitchPortSettings: portSettings,
  project,
} = registry.kinds

describe('itemOperationParams', () => {
  it('names an item without a path key in its operation’s required selector', () => {
    // DELETE /v1/system/networking/bgp?name_or_id=… (the chaos walk met it refused without one)
    const del = bgp!.ops.delete!
    const params = itemOperationParams(registry, bgp!, del, { name: 'as65547', id: 'x' }, {})
    expect(buildOperationArgs(del, params)).toEqual({ query: { name_or_id: 'as65547' } })
  })

  it('names it in an optional selector when that is the only one naming no kind', () => {
    // DELETE /v1/system/networking/switch-port-settings?port_settings=…: the kind's key
    // (`port`, from its view's path) is not among the delete's parameters
    const del = portSettings!.ops.delete!
    const params = itemOperationParams(registry, portSettings!, del, { name: 'uplink' }, {})
    expect(buildOperationArgs(del, params)).toEqual({ query: { port_settings: 'uplink' } })
  })

  it('takes a required parameter the page leaves open from the row’s field of that name', () => {
    // POST /v1/alerts/{alert_id}/resend?receiver=…: the delivery's tab names the receiver
    const resend = delivery!.extraOps.alert_delivery_resend!
    const row = { id: 'd1', alertId: 'a1', receiverId: 'r1' }
    const params = itemOperationParams(registry, delivery!, resend, row, { receiver: 'dev-alerts' })
    expect(buildOperationArgs(resend, params)).toEqual({
      path: { alert_id: 'a1' },
      query: { receiver: 'dev-alerts' },
    })
  })

  it('names an item without a path key in the one path parameter left open', () => {
    // POST /v1/system/hardware/switch-port/{port}/settings?rack_id=…&switch_location=…
    const apply = port!.extraOps.networking_switch_port_apply_settings!
    const row = { id: 'p1', portName: 'qsfp1', rackId: 'rack-1', switchLocation: 'switch0' }
    const params = itemOperationParams(registry, port!, apply, row, {})
    expect(buildOperationArgs(apply, params)).toEqual({
      path: { port: 'qsfp1' },
      query: { rack_id: 'rack-1', switch_location: 'switch0' },
    })
  })

  it('leaves an item named in its path as it was', () => {
    const del = project!.ops.delete!
    const params = itemOperationParams(registry, project!, del, { name: 'mock-project' }, {})
    expect(buildOperationArgs(del, params)).toEqual({ path: { project: 'mock-project' } })
  })
})
