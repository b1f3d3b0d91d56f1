// `forms/<id>.validators.ts`: a form's validators, compiled here from its prepared schema into
// plain functions (ajv's standalone code), so the browser compiles no schema (a strict
// Content-Security-Policy forbids the `new Function` that takes) and ships no ajv compiler.
// rjsf's precompiled validator (createPrecompiledValidator) looks a function up by the hash of
// the schema it validates: the form's schema and every variant rjsf tries while rendering a
// union, found by rjsf's own schemaParser.
import { hashForSchema, ROOT_SCHEMA_PREFIX, schemaParser, type RJSFSchema } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { _, type Ajv } from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { addPlatformFormats } from '../../src/contract/index.ts'
import { dereferencedSchema } from '../../src/contract/dereferenced-schema.ts'
import { rewriteSchema } from '../normalize/walk.ts'
import type { Schema } from '../util/openapi.ts'
import { withHelperImports } from './standalone-imports.ts'

/**
 * A variant refers to the form's definitions (`#/definitions/X`) without holding them: as
 * rjsf's run-time validator does, its references name the form's schema, registered under
 * ROOT_SCHEMA_PREFIX, so the definitions compile once for all of them.
 */
function referringToRoot(schema: RJSFSchema): RJSFSchema {
  return rewriteSchema(structuredClone(schema) as Schema, (node) => {
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      return { ...node, $ref: `${ROOT_SCHEMA_PREFIX}${node.$ref}` }
    }
    return node
  }) as unknown as RJSFSchema
}

/** every schema node of the form: its fields, list items, variants and definitions, once each */
function schemaNodes(schema: RJSFSchema): RJSFSchema[] {
  const nodes = new Map<string, RJSFSchema>()
  rewriteSchema(structuredClone(schema) as Schema, (node) => {
    nodes.set(JSON.stringify(node), node as RJSFSchema)
    return node
  })
  return [...nodes.values()]
}

/**
 * The search below runs rjsf's parser from every node, so its cost grows with the square of the
 * schema: a foreign document's form over hundreds of definitions (DigitalOcean's) took minutes
 * and gigabytes. Such a form is left to ajv in the browser; the platform's largest has 127.
 */
const MAX_PRECOMPILED_NODES = 400

/**
 * The schemas rjsf asks the validator about, by the hash it looks each up by. rjsf's
 * schemaParser starts at the form's schema and misses what lies inside a union's variants
 * (the source of a new boot disk), so it starts again at every schema node, each given the
 * form's definitions; a start point is left out unless rjsf reaches it from the form too.
 */
function schemasRjsfValidates(schema: RJSFSchema): Record<string, RJSFSchema> {
  const nodes = schemaNodes(schema)
  if (nodes.length > MAX_PRECOMPILED_NODES) {
    throw new Error(`${nodes.length} schema nodes, over the ${MAX_PRECOMPILED_NODES} precompiled`)
  }
  const found: Record<string, RJSFSchema> = { ...schemaParser(schema) }
  for (const node of nodes) {
    const start = { ...node, definitions: schema.definitions }
    const startId = hashForSchema(start)
    for (const [id, variant] of Object.entries(schemaParser(start))) {
      if (id !== startId) found[id] ??= variant
    }
  }
  return found
}

/**
 * An ajv holding the form's schema and each variant under the id rjsf looks it up by, set up
 * as the console's form validator: the platform's formats, discriminated unions, all errors.
 */
export function formValidatorAjv(schema: RJSFSchema): {
  ajv: Ajv
  ids: string[]
  /** every id also under the hash of its schema with the references resolved */
  aliases: Map<string, string>
} {
  const { ajv } = customizeValidator({
    ajvOptionsOverrides: {
      discriminator: true,
      code: { source: true, esm: true, formats: _`formats` },
    },
    // only the platform's formats: the generated code names each as `formats.<name>`
    ajvFormatOptions: false,
    extenderFn: (instance) => addPlatformFormats(instance),
  })
  ajv.addSchema({ ...referringToRoot(schema), $id: ROOT_SCHEMA_PREFIX })
  const schemas = schemasRjsfValidates(schema)
  for (const [id, variant] of Object.entries(schemas)) {
    ajv.addSchema({ ...referringToRoot(variant), $id: id })
  }
  const ids = Object.keys(schemas).sort()
  const aliases = new Map<string, string>()
  for (const id of ids) {
    const { $id: _id, ...variant } = schemas[id]!
    const alias = hashForSchema(dereferencedSchema(variant, schema.definitions) as RJSFSchema)
    if (!(alias in schemas) && !aliases.has(alias)) aliases.set(alias, id)
  }
  return { ajv, ids, aliases }
}

export function emitFormValidators(schema: RJSFSchema): string {
  const { ajv, ids, aliases } = formValidatorAjv(schema)
  // export names must be identifiers, the ids are hashes (`-40a194da`); ajv names its own
  // functions validate<n>, so these must not
  const exportNames = ids.map((_id, index) => `schema_${index}_check`)
  const standalone = standaloneCode(
    ajv,
    Object.fromEntries(ids.map((id, index) => [exportNames[index], id])),
  )
  const { imports, code } = withHelperImports(standalone)
  return [
    '// @ts-nocheck: generated by codegen/emit/form-validators.ts (ajv standalone code)',
    "import { platformFormats as formats } from '../../contract/formats'",
    ...imports,
    code,
    '/** by the hash of the schema each validates (as rjsf looks them up), then with references resolved */',
    'export const validators = {',
    ...ids.map((id, index) => `  ${JSON.stringify(id)}: ${exportNames[index]},`),
    ...[...aliases].map(
      ([alias, id]) => `  ${JSON.stringify(alias)}: ${exportNames[ids.indexOf(id)]},`,
    ),
    '}',
    '',
  ].join('\n')
}
