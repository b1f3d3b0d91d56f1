import { describe, expect, it } from 'vitest'
import {
  detachReason,
  ephemeralAttachReason,
  SNAT_DETACH_REASON,
} from '../../../src/overrides/instance-networking/external-ip-actions'
import type { ExternalIp } from '../../../src/generated/platform/models'

const pool = '1b000000-0000-4000-8000-000000000001'
const snat = { kind: 'snat', ip: '10.0.0.21', ipPoolId: pool, firstPort: 0, lastPort: 16383 }
const ephemeral = { kind: 'ephemeral', ip: '10.0.0.22', ipPoolId: pool }

describe('external IP actions', () => {
  it('never detaches SNAT, detaches the rest', () => {
    expect(detachReason(snat as ExternalIp)).toBe(SNAT_DETACH_REASON)
    expect(detachReason(ephemeral as ExternalIp)).toBeUndefined()
  })

  it('allows one ephemeral IP per instance', () => {
    expect(ephemeralAttachReason([snat as ExternalIp])).toBeUndefined()
    expect(ephemeralAttachReason([snat, ephemeral] as ExternalIp[])).toBeDefined()
  })
})
