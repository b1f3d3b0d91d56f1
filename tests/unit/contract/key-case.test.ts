import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  engineKey,
  identifier,
  wireKey,
  wireKeyExceptions,
  type EngineKey,
} from '../../../src/contract'

// one key of each case a document may write its fields in, and a few odd ones
const WIRE_KEYS = [
  'time_created',
  'run_state',
  'ipv4_block',
  'Id',
  'ImageID',
  'State',
  'displayName',
  'imageId',
  'image-id',
  'disk-size',
  '_links',
  '__typename',
  'a_1_b',
  'foo_Bar',
  'trailing_',
  '+1',
] as const

describe('the key rule', () => {
  it('camelCases snake_case keys and keeps every other case as written', () => {
    expect(WIRE_KEYS.map(engineKey)).toEqual([
      'timeCreated',
      'runState',
      'ipv4Block',
      'Id',
      'ImageID',
      'State',
      'displayName',
      'imageId',
      'image-id',
      'disk-size',
      'Links',
      '_Typename',
      'a1B',
      'foo_Bar',
      'trailing_',
      '+1',
    ])
  })

  it('brings every key of a document back with the exceptions it records', () => {
    const { exceptions, clashes } = wireKeyExceptions(WIRE_KEYS)
    expect(clashes).toEqual([])
    for (const wire of WIRE_KEYS) expect(wireKey(engineKey(wire), exceptions)).toBe(wire)
  })

  it('needs no exception for a snake_case document', () => {
    expect(wireKeyExceptions(['time_created', 'run_state', 'ipv4_block', 'name'])).toEqual({
      exceptions: {},
      clashes: [],
    })
  })

  it('reports two keys the engine would read alike', () => {
    expect(wireKeyExceptions(['image_id', 'imageId']).clashes).toEqual([['image_id', 'imageId']])
  })

  it('has a type-level mirror that agrees with it', () => {
    expectTypeOf<EngineKey<'time_created'>>().toEqualTypeOf<'timeCreated'>()
    expectTypeOf<EngineKey<'Id'>>().toEqualTypeOf<'Id'>()
    expectTypeOf<EngineKey<'ImageID'>>().toEqualTypeOf<'ImageID'>()
    expectTypeOf<EngineKey<'image-id'>>().toEqualTypeOf<'image-id'>()
    expectTypeOf<EngineKey<'_links'>>().toEqualTypeOf<'Links'>()
    expectTypeOf<EngineKey<'__typename'>>().toEqualTypeOf<'_Typename'>()
    expectTypeOf<EngineKey<'a_1_b'>>().toEqualTypeOf<'a1B'>()
    expectTypeOf<EngineKey<'foo_Bar'>>().toEqualTypeOf<'foo_Bar'>()
    expectTypeOf<EngineKey<'trailing_'>>().toEqualTypeOf<'trailing_'>()
  })
})

describe('route params', () => {
  it('are identifiers from any case', () => {
    expect(['floating_ip', 'ImageID', 'image-id', 'sledId', 'project'].map(identifier)).toEqual([
      'floatingIp',
      'imageId',
      'imageId',
      'sledId',
      'project',
    ])
  })
})
