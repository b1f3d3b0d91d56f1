// `validators/forms/<id>.ts` and `validators/forms/shared.ts`: each form's schema compiled by
// ajv into standalone code, so the browser runs checks written at codegen and compiles nothing
// (a strict Content-Security-Policy forbids the `new Function` compiling takes). A form's module
// holds one check per schema rjsf asks about (the form, each union's variants, keyed as rjsf's
// precompiled validator looks them up); the definitions forms share (names, addresses, sizes)
// are compiled once, into the shared module every form's module imports.
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils'
import { isObject } from '../util/json.ts'
import type { Schema } from '../util/openapi.ts'
import { DATA_KEYWORDS, SCHEMA_MAPS, withoutAnnotations } from './schema-annotations.ts'
import { recursiveDefinition } from './recursive-definition.ts'
import { standaloneModule } from './standalone-module.ts'
import type { Ajv } from 'ajv'
import { platformAjv, SHARED_KEYWORD, sharedName, type SharedCheck } from './validator-ajv.ts'

/** the id the shared definitions are compiled under */
const DEFINITIONS_ID = 'definitions'
const LOCAL_DEFINITION = /^#\/definitions\/([^/]+)$/

/** a form ajv cannot compile: it submits unchecked, and the platform's 400 says what is wrong */
export interface FormCompileFailure {
  form: string
  reason: string
}

export interface CompiledFormValidators {
  /** file name under the output folder → module text */
  files: Map<string, string>
  failures: FormCompileFailure[]
}

type Node = Record<string, unknown>

/**
 * A form's schema (or one of its parts rjsf asks about) as the form's module compiles it: a
 * reference to a definition calls the shared module's check; one ajv must read through (a
 * discriminated union's variant, where the tag's values are) points at the definitions compiled
 * beside it; any other local reference points at the form's root (`rootId`).
 */
export function withSharedReferences(
  schema: unknown,
  rootId: string,
  used: Set<string> = new Set(),
): unknown {
  const walk = (node: unknown, readThrough: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, readThrough))
    if (!isObject(node)) return node
    const ref = node.$ref
    if (typeof ref === 'string' && ref.startsWith('#')) {
      const definition = LOCAL_DEFINITION.exec(ref)?.[1]
      const rest = { ...node }
      delete rest.$ref
      if (definition !== undefined && !readThrough) {
        used.add(decodeURIComponent(definition))
        return { ...walkObject(rest), [SHARED_KEYWORD]: decodeURIComponent(definition) }
      }
      const target = definition !== undefined ? `${DEFINITIONS_ID}${ref}` : `${rootId}${ref}`
      return { ...walkObject(rest), $ref: target }
    }
    return walkObject(node)
  }
  const walkObject = (node: Node): Node => {
    const tagged = isObject(node.discriminator)
    const out: Node = {}
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(key)) out[key] = value
      else if (SCHEMA_MAPS.has(key) && isObject(value)) {
        out[key] = Object.fromEntries(
          Object.entries(value).map(([name, part]) => [name, walk(part, false)]),
        )
      } else if (key === 'oneOf' && tagged && Array.isArray(value)) {
        out[key] = value.map((variant) => walk(variant, true))
      } else out[key] = walk(value, false)
    }
    return out
  }
  return walk(schema, false)
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** the module of a form that has no compiled checks: it says why */
function uncheckedModule(why: string): string {
  return [
    '// @ts-nocheck',
    `// ajv cannot compile this form's schema (${why.replace(/\n/g, ' ')}):`,
    "// the form submits unchecked, and the platform's 400 says what is wrong",
    'export const validators = {}',
  ].join('\n')
}

/** every definition, annotations left out: as written, for ajv to read a union's tags through */
type Definitions = Record<string, unknown>

/** the schema id of a definition compiled on its own, its references calls to the others' */
const definitionId = (name: string) => `definition-${name}`

/**
 * An ajv that knows the definitions twice: as written (a tagged union's variants are read
 * through, to their tags) and each on its own, compiled as a check that calls the others'.
 */
function ajvWithDefinitions(
  definitions: Definitions,
  shared?: (definition: string) => SharedCheck,
): Ajv {
  const ajv = platformAjv({ allErrors: true, messages: false }, shared)
  ajv.addSchema({ $id: DEFINITIONS_ID, definitions } as never)
  for (const [name, definition] of Object.entries(definitions)) {
    const compiled = withSharedReferences(definition, DEFINITIONS_ID)
    ajv.addSchema({ ...(compiled as Node), $id: definitionId(name) } as never)
  }
  return ajv
}

/** the parts of a form rjsf asks about, by rjsf's key, as ajv compiles them */
function formParts(schema: Schema, used: Set<string> = new Set()): Map<string, unknown> {
  const rootId = hashForSchema(schema as RJSFSchema)
  const parts = new Map<string, unknown>()
  for (const [key, part] of Object.entries(schemaParser(schema as RJSFSchema))) {
    const { definitions: _own, ...rest } = part as Node
    parts.set(key, withSharedReferences(withoutAnnotations({ ...rest, $id: key }), rootId, used))
  }
  return parts
}

/** one form's module: each schema rjsf asks about, compiled, by rjsf's key for it */
function formModule(
  schema: Schema,
  definitions: Definitions,
  refused: Map<string, string>,
): string {
  const ajv = ajvWithDefinitions(definitions)
  const exports: Record<string, string> = {}
  let index = 0
  const used = new Set<string>()
  const parts = formParts(schema, used)
  // a definition the shared module lacks would be an import that is not there
  const missing = [...used].find((name) => !Object.hasOwn(definitions, name))
  if (missing !== undefined) {
    throw new Error(`definition ${missing}: ${refused.get(missing) ?? 'not in the document'}`)
  }
  for (const [key, part] of parts) {
    ajv.addSchema(part as never, key)
    exports[`v${index++}`] = key
  }
  const keys = Object.entries(exports).map(([name, key]) => `  ${JSON.stringify(key)}: ${name},`)
  return `${standaloneModule(ajv, exports)}\nexport const validators = {\n${keys.join('\n')}\n}\n`
}

/** every definition's check, compiled once, for every form's module to import */
function sharedModule(definitions: Definitions): string {
  const ajv = ajvWithDefinitions(definitions)
  const exports = Object.fromEntries(
    Object.keys(definitions)
      .sort()
      .map((name) => [sharedName(name), definitionId(name)]),
  )
  return standaloneModule(ajv, exports, { sharedHere: true })
}

/** the definitions ajv refuses (as a schema, or when compiling), each with its reason */
function refusedDefinitions(definitions: Definitions): Map<string, string> {
  const refused = new Map<string, string>()
  const checker = platformAjv({ allErrors: true, messages: true })
  for (const [name, definition] of Object.entries(definitions)) {
    if (!checker.validateSchema(definition as never)) {
      refused.set(name, `schema is invalid: ${checker.errorsText(checker.errors)}`)
    }
  }
  // compiled among the others: one that reads through or calls a refused (or missing) one is
  // refused in turn
  for (let changed = true; changed;) {
    changed = false
    const left = Object.entries(definitions).filter(([name]) => !refused.has(name))
    for (const [name, definition] of left) {
      const used = new Set<string>()
      withSharedReferences(definition, DEFINITIONS_ID, used)
      const gone = [...used].find(
        (other) => refused.has(other) || !Object.hasOwn(definitions, other),
      )
      if (gone !== undefined) {
        refused.set(name, `definition ${gone}: ${refused.get(gone) ?? 'not in the document'}`)
        changed = true
      }
    }
    if (changed) continue
    const ajv = ajvWithDefinitions(Object.fromEntries(left))
    for (const [name] of left) {
      try {
        ajv.getSchema(definitionId(name))
      } catch (error) {
        refused.set(name, reason(error))
        changed = true
      }
    }
  }
  return refused
}

/**
 * Every form's compiled checks, by form id. A form whose schema (or a definition it reaches)
 * ajv refuses gets a module without checks and is named among the failures with ajv's reason.
 */
export function compileFormValidators(forms: ReadonlyMap<string, Schema>): CompiledFormValidators {
  const definitions: Definitions = {}
  for (const schema of forms.values()) {
    for (const [name, part] of Object.entries(schema.definitions ?? {})) {
      definitions[name] = withoutAnnotations(part)
    }
  }
  const refused = refusedDefinitions(definitions)
  const good = Object.fromEntries(
    Object.entries(definitions).filter(([name]) => !refused.has(name)),
  )
  const files = new Map<string, string>()
  const failures: FormCompileFailure[] = []
  for (const [id, schema] of forms) {
    const bad = Object.keys(schema.definitions ?? {}).find((name) => refused.has(name))
    let text: string
    try {
      if (bad !== undefined) throw new Error(`definition ${bad}: ${refused.get(bad)}`)
      const cycle = recursiveDefinition(schema)
      if (cycle !== undefined) {
        throw new Error(`definition ${cycle} refers to itself, which rjsf's parser cannot unfold`)
      }
      text = formModule(schema, good, refused)
    } catch (error) {
      failures.push({ form: id, reason: reason(error) })
      text = uncheckedModule(reason(error))
    }
    files.set(`validators/forms/${id}.ts`, text)
  }
  files.set('validators/forms/shared.ts', sharedModule(good))
  return { files, failures }
}

/**
 * A form's checks compiled here and now, by rjsf's key of each schema: what the generated
 * module holds, for a schema that is not generated (Node only: it compiles with `new Function`).
 */
export function compileFormChecks(schema: Schema): Record<string, SharedCheck> {
  const definitions = withoutAnnotations(schema.definitions ?? {}) as Definitions
  // a shared definition's check, found when first called (the others are compiled by then)
  const shared = (name: string): SharedCheck => {
    const call: SharedCheck = (data, context) => {
      const check = ajv.getSchema(definitionId(name))!
      const valid = check(data, context as never) as boolean
      call.errors = check.errors
      return valid
    }
    return call
  }
  const ajv = ajvWithDefinitions(definitions, shared)
  const checks: Record<string, SharedCheck> = {}
  for (const [key, part] of formParts(schema)) {
    ajv.addSchema(part as never, key)
    checks[key] = ajv.getSchema(key) as unknown as SharedCheck
  }
  return checks
}
