import { describe, expect, it } from 'vitest'
import { buildOperationArgs } from '../../../../src/engine/data/params'
import { itemOperationParams } from '../../../../src/engine/pages/route-path'
import { registry } from '../../../../src/generated/registry'

const {
  networkingBgpConfig: bgp,
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

  it('leaves an item named in its path as it was', () => {
    const del = project!.ops.delete!
    const params = itemOperationParams(registry, project!, del, { name: 'mock-project' }, {})
    expect(buildOperationArgs(del, params)).toEqual({ path: { project: 'mock-project' } })
  })
})
