// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { hashForSchema, type RJSFSchema } from '@rjsf/utils'
import { describe, expect, it } from 'vitest'
import { compileFormValidators } from '../../../codegen/emit/form-validators.ts'
import { compileMockValidators } from '../../../codegen/emit/mock-validators.ts'
import type { Schema } from '../../../codegen/util/openapi.ts'
import { formValidator, type ValidatorFunctions } from '../../../src/engine/forms/validator.ts'
import { plainMessage } from '../../../src/engine/validation/plain-errors.ts'

const definitions = {
  Name: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 63, title: 'A name' },
}
const project: Schema = {
  type: 'object',
  required: ['name'],
  properties: { name: { $ref: '#/definitions/Name', title: 'Name' } },
  definitions,
}
const gateway: Schema = {
  type: 'object',
  required: ['name', 'address'],
  properties: {
    name: { $ref: '#/definitions/Name' },
    address: { type: 'string', format: 'ipv4' },
  },
  definitions,
}
// ajv refuses both: a repeated enum value and a union of nothing
const refused: Schema = {
  type: 'object',
  properties: {
    region: { type: 'string', enum: ['ams', 'ams'] },
    anything: { oneOf: [] },
  },
}

const compiled = compileFormValidators(
  new Map([
    ['project-create', project],
    ['gateway-create', gateway],
    ['odd-create', refused],
  ]),
)
const file = (name: string) => compiled.files.get(`validators/forms/${name}.ts`) ?? ''

/** the generated modules written out beside the contract, as in src/generated, and loaded */
async function load(name: string): Promise<ValidatorFunctions> {
  const root = fs.mkdtempSync(path.resolve('tmp', 'form-validators-'))
  fs.symlinkSync(path.resolve('src/contract'), path.join(root, 'contract'), 'dir')
  for (const [relative, text] of compiled.files) {
    const target = path.join(root, 'generated', relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, text)
  }
  const module = (await import(
    path.join(root, 'generated', 'validators', 'forms', `${name}.ts`)
  )) as { validators: ValidatorFunctions }
  fs.rmSync(root, { recursive: true, force: true })
  return module.validators
}

describe('codegen compiles each form’s schema with ajv', () => {
  it('compiles a shared definition once, in the shared module the forms import it from', () => {
    const pattern = '^[a-z][a-z0-9-]*$'
    expect(file('shared')).toContain(`export const d_Name`)
    expect(file('shared')).toContain(JSON.stringify(pattern).slice(1, -1))
    for (const form of ['project-create', 'gateway-create']) {
      expect(file(form)).toMatch(/import \{ d_Name \} from '\.\/shared'/)
      expect(file(form)).not.toContain(pattern)
    }
  })

  it('imports the platform’s formats instead of requiring anything', () => {
    expect(file('gateway-create')).toMatch(
      /import \{ platformFormats \} from '\.\.\/\.\.\/\.\.\/contract\/formats'/,
    )
    for (const text of compiled.files.values()) expect(text).not.toMatch(/\brequire\(/)
  })

  it('names a form whose schema ajv refuses, with the reason, and gives it no checks', () => {
    expect(compiled.failures).toEqual([
      { form: 'odd-create', reason: expect.stringContaining('schema is invalid') },
    ])
    expect(file('odd-create')).toContain('export const validators = {}')
  })

  it('writes checks that run as written, worded by the catalogue', async () => {
    const validators = await load('gateway-create')
    expect(Object.keys(validators)).toContain(hashForSchema(gateway as RJSFSchema))
    const validator = formValidator(gateway as RJSFSchema, validators)
    const { errors } = validator.validateFormData(
      { name: 'Gateway', address: '10.0.0.300' },
      gateway as RJSFSchema,
    )
    expect(errors.map((error) => [error.property, error.schemaPath, plainMessage(error)])).toEqual([
      ['.name', '#/definitions/Name/pattern', 'Not in the expected form'],
      ['.address', '#/properties/address/format', 'Not a valid IP address'],
    ])
    expect(
      validator.validateFormData({ name: 'gw', address: '10.0.0.1' }, gateway as RJSFSchema).errors,
    ).toEqual([])
  })
})

describe('a form whose definition is not in the document', () => {
  it('is named with the definition, and the shared module never lacks an import', () => {
    const broken: Schema = { type: 'object', properties: { port: { $ref: '#/definitions/Gone' } } }
    const { files, failures } = compileFormValidators(new Map([['broken-create', broken]]))
    expect(failures).toEqual([
      { form: 'broken-create', reason: expect.stringContaining('#/definitions/Gone') },
    ])
    expect(files.get('validators/forms/broken-create.ts')).toContain('export const validators = {}')
  })
})

describe('codegen compiles the mock’s request checks with ajv', () => {
  it('compiles one check for operations with the same parameters, and names one ajv refuses', () => {
    const page = { type: 'object', properties: { limit: { type: 'integer', minimum: 1 } } }
    const { files, failures } = compileMockValidators(
      { definitions: {}, bodies: { odd_create: refused } },
      { definitions: {}, queries: { disk_list: page, image_list: page } },
    )
    const queries = files.get('validators/mock/queries.ts') ?? ''
    expect(queries).toContain('"disk_list": c0,')
    expect(queries).toContain('"image_list": c0,')
    expect(failures).toEqual([
      { operation: 'odd_create', reason: expect.stringContaining('schema is invalid') },
    ])
    expect(files.get('validators/mock/bodies.ts')).toContain('export const validators = {\n\n}')
  })
})

describe('a form whose schema refers to itself', () => {
  it('is named and left unchecked, where rjsf’s parser would unfold it without end', () => {
    const tree: Schema = {
      type: 'object',
      properties: { root: { $ref: '#/definitions/Group' } },
      definitions: {
        Group: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            subGroups: { type: 'array', items: { $ref: '#/definitions/Group' } },
          },
        },
      },
    }
    const { files, failures } = compileFormValidators(new Map([['group-create', tree]]))
    expect(failures).toEqual([
      {
        form: 'group-create',
        reason: expect.stringContaining('definition Group refers to itself'),
      },
    ])
    expect(files.get('validators/forms/group-create.ts')).toContain('export const validators = {}')
  })
})
