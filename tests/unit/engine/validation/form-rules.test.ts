import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { checkedValidator } from '../../fixtures/form-checks'
import { messages, specValidation } from '../../../../src/engine/validation'

/** A body in the generated forms' shape: shared definitions referred to by $ref. */
const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { $ref: '#/definitions/Name', title: 'Name' },
    address: { type: 'string', format: 'ip' },
    block: { $ref: '#/definitions/Ipv4Net' },
    ports: { type: 'array', uniqueItems: true, items: { $ref: '#/definitions/L4PortRange' } },
    targets: { type: 'array', items: { $ref: '#/definitions/Target' } },
  },
  definitions: {
    Name: {
      type: 'string',
      pattern: '^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$',
      minLength: 1,
      maxLength: 63,
    },
    Ipv4Net: { type: 'string', pattern: '^[0-9./]+$' },
    L4PortRange: { type: 'string', pattern: '^[0-9]{1,5}(-[0-9]{1,5})?$' },
    Target: {
      oneOf: [
        {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['vpc'] },
            value: { $ref: '#/definitions/Name' },
          },
          required: ['type', 'value'],
        },
        {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['ip'] },
            value: { type: 'string', format: 'ip' },
          },
          required: ['type', 'value'],
        },
      ],
    },
  },
}

function validate(formData: Record<string, unknown>) {
  const { customValidate, transformErrors } = specValidation(schema)
  return checkedValidator(schema).validateFormData(
    formData,
    schema,
    customValidate,
    transformErrors,
  )
}

/** The messages at one path of an error schema. */
function errorsAt(errorSchema: unknown, ...path: (string | number)[]): string[] | undefined {
  let node = errorSchema as Record<string | number, unknown> | undefined
  for (const key of path) node = node?.[key] as Record<string | number, unknown> | undefined
  return node?.__errors as string[] | undefined
}

describe('specValidation in the form validator', () => {
  it('passes a valid body', () => {
    const result = validate({
      name: 'web',
      address: '10.0.0.1',
      block: '10.0.0.0/24',
      ports: ['22', '8000-8080'],
      targets: [
        { type: 'vpc', value: 'mock-vpc' },
        { type: 'ip', value: 'fd00::1' },
      ],
    })
    expect(result.errors).toEqual([])
  })

  it('shows the spec messages instead of ajv pattern and format errors', () => {
    const { errorSchema: errors } = validate({
      name: 'Web',
      address: '10.0.0',
      block: '10.0.0.0/40',
      ports: ['22', '22', '90-80'],
    })
    expect(errorsAt(errors, 'name')).toEqual([messages.nameStart])
    expect(errorsAt(errors, 'address')).toEqual(['Not a valid IP address'])
    expect(errorsAt(errors, 'block')).toEqual([messages.ipNet])
    expect(errorsAt(errors, 'ports')).toEqual(['Items must be unique'])
    expect(errorsAt(errors, 'ports', 2)).toEqual([messages.portRangeOrder])
  })

  it('checks the chosen variant of a union item', () => {
    const { errorSchema: errors } = validate({
      name: 'web',
      targets: [
        { type: 'ip', value: 'not-an-ip' },
        { type: 'vpc', value: 'bad_name' },
      ],
    })
    expect(errorsAt(errors, 'targets', 0, 'value')).toEqual([messages.ip])
    expect(errorsAt(errors, 'targets', 1, 'value')).toEqual([messages.nameCharacters])
  })

  it('still reports a missing required name', () => {
    const { errorSchema: errors } = validate({})
    expect(errorsAt(errors, 'name')?.toString()).toBe('Required')
  })

  it('says which family an IPv4-only or IPv6-only field needs, telling an untagged range apart', () => {
    const ranges: RJSFSchema = {
      type: 'object',
      properties: { range: { $ref: '#/definitions/IpRange' } },
      definitions: {
        IpRange: {
          oneOf: [{ $ref: '#/definitions/Ipv4Range' }, { $ref: '#/definitions/Ipv6Range' }],
        },
        Ipv4Range: {
          type: 'object',
          properties: {
            first: { type: 'string', format: 'ipv4' },
            last: { type: 'string', format: 'ipv4' },
          },
          required: ['first', 'last'],
        },
        Ipv6Range: {
          type: 'object',
          properties: {
            first: { type: 'string', format: 'ipv6' },
            last: { type: 'string', format: 'ipv6' },
          },
          required: ['first', 'last'],
        },
      },
    }
    const rules = specValidation(ranges)
    const errorsOf = (range: unknown) =>
      checkedValidator(ranges).validateFormData(
        { range },
        ranges,
        rules.customValidate,
        rules.transformErrors,
      ).errorSchema as Record<string, Record<string, { __errors?: string[] }>>
    const mixed = errorsOf({ first: '10.0.0.1', last: 'fd00::9' })
    expect(mixed.range?.last?.__errors).toContain(messages.ip)
    const v6 = errorsOf({ first: 'fd00::1', last: '10.0.0.9' })
    expect(v6.range?.last?.__errors).toContain(messages.ip)
    const fine = errorsOf({ first: 'fd00::1', last: 'fd00::9' })
    expect(fine.range?.first?.__errors ?? []).toEqual([])
    expect(fine.range?.last?.__errors ?? []).toEqual([])
    // the field at fault is named; the range itself adds no vaguer "choose one of the options"
    const typo = errorsOf({ first: '10.0.0.300', last: '10.0.0.9' })
    expect(typo.range?.first?.__errors).toEqual([messages.ip])
    expect(typo.range?.__errors ?? []).toEqual([])
    const empty = errorsOf({})
    expect(empty.range?.first?.__errors).toEqual(['Required'])
    expect(empty.range?.__errors ?? []).toEqual([])
  })

  it('names the missing fields of a form that is itself a union, without a vaguer word', () => {
    const range: RJSFSchema = {
      oneOf: [
        {
          type: 'object',
          properties: { first: { type: 'string', format: 'ipv4' } },
          required: ['first'],
        },
        {
          type: 'object',
          properties: { first: { type: 'string', format: 'ipv6' } },
          required: ['first'],
        },
      ],
    }
    const rules = specValidation(range)
    const { errorSchema, errors } = checkedValidator(range).validateFormData(
      {},
      range,
      rules.customValidate,
      rules.transformErrors,
    )
    expect((errorSchema as Record<string, { __errors?: string[] }>).first?.__errors).toContain(
      'Required',
    )
    expect(errors.map((error) => error.message)).not.toContain(
      'Choose one of the options and fill it in',
    )
  })

  it("keeps a union's own error when nothing inside it says more", () => {
    const form: RJSFSchema = {
      type: 'object',
      properties: { source: { oneOf: [{ type: 'integer' }, { type: 'boolean' }] } },
    }
    const rules = specValidation(form)
    const { errorSchema } = checkedValidator(form).validateFormData(
      { source: 'neither' },
      form,
      rules.customValidate,
      rules.transformErrors,
    )
    expect((errorSchema as Record<string, { __errors?: string[] }>).source?.__errors).toContain(
      'Choose one of the options and fill it in',
    )
  })

  it('reports a repeated item in any list, and a disk of 0 GiB', () => {
    const disk: RJSFSchema = {
      type: 'object',
      properties: {
        size: { $ref: '#/definitions/ByteCount' },
        tags: { type: 'array', items: { type: 'string' } },
      },
      definitions: { ByteCount: { type: 'integer', format: 'uint64', minimum: 0 } },
    }
    const rules = specValidation(disk)
    const result = checkedValidator(disk).validateFormData(
      { size: 0, tags: ['a', 'a'] },
      disk,
      rules.customValidate,
      rules.transformErrors,
    )
    const errors = result.errorSchema as Record<string, { __errors?: string[] }>
    expect(errors.size?.__errors).toEqual([messages.emptySize])
    expect(errors.tags?.__errors).toEqual([messages.unique])
  })
})
