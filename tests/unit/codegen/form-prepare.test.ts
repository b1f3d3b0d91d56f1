// @vitest-environment node
import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { prepareForm, unwrapNullable } from '../../../codegen/emit/form-prepare.ts'
import { checkedValidator } from '../fixtures/form-checks.ts'

const v4 = '^(\\d{1,3}\\.){3}\\d{1,3}/\\d{1,2}$'
const v6 = '^[0-9a-fA-F:]+/\\d{1,3}$'

/** a body whose `net` is an untagged union of two patterned strings, like the API's IpNet */
const body = {
  type: 'object',
  properties: { net: { $ref: '#/definitions/IpNet', title: 'Net' } },
  definitions: {
    IpNet: {
      description: 'An IPv4 or IPv6 network.',
      oneOf: [
        { $ref: '#/definitions/Ipv4Net', title: 'v4' },
        { $ref: '#/definitions/Ipv6Net', title: 'v6' },
      ],
    },
    Ipv4Net: { title: 'An IPv4 network', type: 'string', pattern: v4, example: '10.0.0.0/16' },
    Ipv6Net: { title: 'An IPv6 network', type: 'string', pattern: v6 },
  },
}

describe('an untagged union of patterned strings', () => {
  const prepared = unwrapNullable(structuredClone(body) as RJSFSchema)
  const definitions = prepared.definitions as Record<string, Record<string, unknown>>

  it('becomes one string field, so the form shows one text box and no variant choice', () => {
    expect(definitions.IpNet).toEqual({
      description: 'An IPv4 or IPv6 network.',
      type: 'string',
      pattern: `(?:${v4})|(?:${v6})`,
    })
    // the field still names its definition: the spec's IP-net rule and message find it by name
    expect(prepared.properties?.net).toEqual({ $ref: '#/definitions/IpNet', title: 'Net' })
  })

  it("accepts what either variant accepts, and nothing else, by the forms' checker", () => {
    // the checks the forms run, compiled by ajv as codegen compiles them
    const checker = checkedValidator(prepared)
    const valid = (body: unknown) => checker.validateFormData(body, prepared).errors.length === 0
    expect(valid({ net: '10.0.0.0/16' })).toBe(true)
    expect(valid({ net: 'fd00:1122::/64' })).toBe(true)
    expect(valid({ net: '10.0.0.0' })).toBe(false)
    expect(valid({ net: 'fd00::' })).toBe(false)
  })

  it('leaves a union whose variants differ by more than a pattern to the variant choice', () => {
    const mixed = structuredClone(body)
    const longest = { ...mixed.definitions.Ipv6Net, maxLength: 43 }
    const withBound = { ...mixed, definitions: { ...mixed.definitions, Ipv6Net: longest } }
    const kept = unwrapNullable(withBound as RJSFSchema).definitions as Record<
      string,
      Record<string, unknown>
    >
    expect(kept.IpNet?.oneOf).toHaveLength(2)
  })
})

describe("a union's value", () => {
  const variant = (tag: string) => ({
    type: 'object',
    properties: { type: { type: 'string', enum: [tag] }, value: { type: 'string' } },
  })
  const route = {
    type: 'object',
    properties: {
      destination: { oneOf: [variant('ip'), variant('vpc')] },
      target: {
        oneOf: [variant('ip'), { type: 'object', properties: { type: { enum: ['drop'] } } }],
      },
      name: { type: 'string' },
    },
  }

  it("is named by the union's field, so two unions never show two 'Value' boxes", () => {
    const { uiSchema } = prepareForm({ schema: route, uiSchema: {} }, { order: [], hidden: [] })
    expect(uiSchema.destination).toEqual({ value: { 'ui:title': 'Destination value' } })
    expect(uiSchema.target).toEqual({ value: { 'ui:title': 'Target value' } })
    expect(uiSchema.name).toBeUndefined()
  })
})

describe('a byte count chosen from a few values', () => {
  const disk = {
    type: 'object',
    properties: {
      block_size: { $ref: '#/definitions/BlockSize', title: 'Block size' },
      cpus: { type: 'integer', enum: [1, 2, 4], description: 'How many CPUs.' },
    },
    definitions: {
      BlockSize: {
        description: 'A disk block size, in bytes.',
        type: 'integer',
        enum: [512, 4096],
      },
    },
  }

  it("reads its choices as sizes when its words say it counts bytes; other choices don't", () => {
    const { uiSchema } = prepareForm({ schema: disk, uiSchema: {} }, { order: [], hidden: [] })
    expect(uiSchema.block_size).toEqual({ 'ui:widget': 'byteChoice' })
    expect(uiSchema.cpus).toBeUndefined()
  })
})

describe("a new resource's description", () => {
  const create = (description: Record<string, unknown>) => ({
    type: 'object',
    properties: { name: { type: 'string', minLength: 1 }, description },
    required: ['name', 'description'],
  })
  const prepare = (schema: unknown) =>
    prepareForm({ schema, uiSchema: {} }, { order: [], hidden: [] })

  it('may be left empty: it starts and stays an empty text, and is not marked required', () => {
    const { schema, uiSchema } = prepare(create({ type: 'string' }))
    expect(schema.properties?.description).toEqual({ type: 'string', default: '' })
    expect(schema.required).toEqual(['name'])
    expect(uiSchema.description).toEqual({ 'ui:widget': 'textarea', 'ui:emptyValue': '' })
    const checker = checkedValidator(schema as RJSFSchema)
    const empty = checker.validateFormData({ name: 'a', description: '' }, schema as RJSFSchema)
    expect(empty.errors).toEqual([])
  })

  it('stays required when the document asks for some text', () => {
    const { schema } = prepare(create({ type: 'string', minLength: 1 }))
    expect(schema.required).toEqual(['name', 'description'])
    expect(schema.properties?.description).toEqual({ type: 'string', minLength: 1 })
  })
})
