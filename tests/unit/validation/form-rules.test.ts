import type { RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { formValidator } from '../../../src/engine/forms/validator'
import { messages, specValidation } from '../../../src/engine/validation'

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
  return formValidator.validateFormData(formData, schema, customValidate, transformErrors)
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
})
