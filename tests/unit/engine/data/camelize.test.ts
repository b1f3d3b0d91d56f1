import { describe, expect, expectTypeOf, it } from 'vitest'
import { camelizeKeys, toWire } from '../../../../src/engine/data/camelize'
import type { Camelize } from '../../../../src/contract'

describe('camelizeKeys', () => {
  it('camelCases keys deeply, through arrays', () => {
    const wire = {
      items: [{ run_state: 'running', boot_disk_id: null, nested_thing: { ipv4_block: 'x' } }],
    }
    expect(camelizeKeys(wire)).toEqual({
      items: [{ runState: 'running', bootDiskId: null, nestedThing: { ipv4Block: 'x' } }],
    })
  })

  it('turns ISO timestamps under time keys into Dates', () => {
    const out = camelizeKeys<Record<string, unknown>>({
      time_created: '2025-10-01T12:00:00Z',
      end_time: '2025-10-02T00:00:00.123+02:00',
      auto_restart_cooldown_expiration: '2025-10-03T00:00:00Z',
      timestamp: '2025-10-04T00:00:00Z',
    })
    expect(out.timeCreated).toEqual(new Date('2025-10-01T12:00:00Z'))
    expect(out.endTime).toEqual(new Date('2025-10-02T00:00:00.123+02:00'))
    expect(out.autoRestartCooldownExpiration).toEqual(new Date('2025-10-03T00:00:00Z'))
    expect(out.timestamp).toEqual(new Date('2025-10-04T00:00:00Z'))
  })

  it('leaves other strings alone, under time keys and elsewhere', () => {
    const out = camelizeKeys<Record<string, unknown>>({
      time_zone: 'Europe/Berlin',
      created: '2025-10-01T12:00:00Z',
      time_modified: null,
    })
    expect(out).toEqual({
      timeZone: 'Europe/Berlin',
      created: '2025-10-01T12:00:00Z',
      timeModified: null,
    })
  })
})

describe('toWire', () => {
  it('turns keys back deeply, writes Dates as ISO strings and keeps nulls', () => {
    const date = new Date('2025-10-01T12:00:00Z')
    expect(
      toWire(
        { startTime: date, bootDisk: { diskSource: { blockSize: 512 } }, tags: [{ keyName: 1 }] },
        {},
      ),
    ).toEqual({
      start_time: '2025-10-01T12:00:00.000Z',
      boot_disk: { disk_source: { block_size: 512 } },
      tags: [{ key_name: 1 }],
    })
  })

  it("writes a document's own keys as the registry's exceptions say", () => {
    const exceptions = { Id: 'Id', ImageID: 'ImageID', displayName: 'displayName' }
    expect(toWire({ Id: 'x', ImageID: 'i', displayName: 'd', runState: 'r' }, exceptions)).toEqual({
      Id: 'x',
      ImageID: 'i',
      displayName: 'd',
      run_state: 'r',
    })
  })
})

describe('Camelize type', () => {
  it('maps wire types to the engine view', () => {
    type Wire = {
      run_state: string
      time_created: string
      auto_restart_cooldown_expiration?: string | null
      disks: { block_size: number; time_modified: string }[]
    }
    expectTypeOf<Camelize<Wire>>().toEqualTypeOf<{
      runState: string
      timeCreated: Date
      autoRestartCooldownExpiration?: Date | null
      disks: { blockSize: number; timeModified: Date }[]
    }>()
  })
})
