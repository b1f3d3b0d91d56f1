import { describe, expect, it } from 'vitest'
import {
  annotateFormReferences,
  FREE_TEXT_KEYWORD,
  ReferenceResolver,
  REFERENCE_KEYWORD,
} from '../../../codegen/infer/references'
import type { Schema } from '../../../codegen/util/openapi'
import { registry } from '../../../src/generated/registry'

const resolver = new ReferenceResolver(registry)

describe('reference inference', () => {
  it('finds the kind a field names by its stem, suffix and tail', () => {
    expect(resolver.kindOf('image_id')).toBe('image')
    expect(resolver.kindOf('instance')).toBe('instance')
    expect(resolver.kindOf('anti_affinity_groups')).toBe('antiAffinityGroup')
    expect(resolver.kindOf('vpc_name')).toBe('vpc')
    expect(resolver.kindOf('subnet_name')).toBe('vpcSubnet')
    // the tail of the stem: a custom router is a router
    expect(resolver.kindOf('custom_router')).toBe('vpcRouter')
    // the kind named by the word wins over another kind keyed by the field (physical disks)
    expect(resolver.kindOf('disk_id')).toBe('disk')
    expect(resolver.kindOf('sled_id')).toBe('sled')
    expect(resolver.kindOf('hostname')).toBeUndefined()
  })

  it('marks list columns that hold ids, headed by what they name', () => {
    const floatingIp = registry.kinds.floatingIp
    const instance = floatingIp?.columns.find((column) => column.field === 'instanceId')
    expect(instance).toMatchObject({ header: 'Instance', reference: 'instance' })
    // declared in the manifest: a project reads its silo's pools, not the fleet's
    const pool = floatingIp?.columns.find((column) => column.field === 'ipPoolId')
    expect(pool?.reference).toBe('projectIpPool')
  })

  it('picks the name of a tagged variant whose tag names a kind, free text kept', () => {
    const variant = (tag: string, value: Schema): Schema => ({
      type: 'object',
      properties: { type: { type: 'string', enum: [tag] }, value },
    })
    const name = { $ref: '#/definitions/Name', title: 'Value' }
    const schema: Schema = {
      type: 'object',
      properties: {
        target: {
          oneOf: [
            variant('instance', name),
            variant('internet_gateway', name),
            variant('subnet', name),
            variant('ip', { type: 'string', format: 'ip' }),
          ],
        },
      },
    }
    annotateFormReferences(schema, resolver, undefined)
    const values = (schema.properties?.target?.oneOf ?? []).map(
      (option) => option.properties?.value,
    )
    expect(values.map((value) => value?.[REFERENCE_KEYWORD])).toEqual([
      'instance',
      'internetGateway',
      'vpcSubnet',
      undefined,
    ])
    expect(values[0]).toMatchObject({ $ref: '#/definitions/Name', [FREE_TEXT_KEYWORD]: true })
    // an address is typed
    expect(values[3]).toEqual({ type: 'string', format: 'ip' })
  })

  it('picks the id of a tagged variant whose tag names a kind, labelled by the kind', () => {
    // an image's source: `{type: "snapshot", id}`, the snapshot picked, not its UUID typed
    const id = { type: 'string', format: 'uuid', title: 'ID' }
    const schema: Schema = {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['snapshot'] },
        id: { ...id },
      },
    }
    annotateFormReferences(schema, resolver, undefined)
    expect(schema.properties?.id).toEqual({
      ...id,
      title: 'Snapshot',
      [REFERENCE_KEYWORD]: 'snapshot',
    })
    // a tag that names no kind leaves its id as it was
    const other: Schema = {
      type: 'object',
      properties: { type: { type: 'string', enum: ['bucket'] }, id: { ...id } },
    }
    annotateFormReferences(other, resolver, undefined)
    expect(other.properties?.id).toEqual(id)
  })

  it('turns name-or-id fields into one picked string, nested and in lists too', () => {
    const nameOrId = { oneOf: [{ type: 'string', format: 'uuid' }, { $ref: '#/definitions/Name' }] }
    const schema: Schema = {
      type: 'object',
      properties: {
        disk: { $ref: '#/definitions/NameOrId', title: 'Disk' },
        pool: { anyOf: [{ $ref: '#/definitions/NameOrId' }, { type: 'null' }] },
        anti_affinity_groups: { type: 'array', items: { $ref: '#/definitions/NameOrId' } },
        hostname: { type: 'string' },
      },
      definitions: {
        NameOrId: nameOrId,
        DiskSource: {
          type: 'object',
          properties: { image_id: { type: 'string', format: 'uuid' } },
        },
      },
    }
    annotateFormReferences(schema, resolver, { pool: 'projectIpPool' })
    const properties = schema.properties ?? {}
    expect(properties.disk).toEqual({
      title: 'Disk',
      type: 'string',
      minLength: 1,
      [REFERENCE_KEYWORD]: 'disk',
    })
    expect(properties.pool?.anyOf?.[0]).toMatchObject({ [REFERENCE_KEYWORD]: 'projectIpPool' })
    expect(properties.anti_affinity_groups?.items).toMatchObject({
      [REFERENCE_KEYWORD]: 'antiAffinityGroup',
    })
    expect(properties.hostname).toEqual({ type: 'string' })
    // an id-only field keeps its format: the picker stores the id
    const definitions = schema.definitions as Record<string, Schema>
    expect(definitions.DiskSource?.properties?.image_id).toEqual({
      type: 'string',
      format: 'uuid',
      [REFERENCE_KEYWORD]: 'image',
    })
  })
})
