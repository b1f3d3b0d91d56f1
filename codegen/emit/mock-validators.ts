// `validators/mock/bodies.ts` and `validators/mock/queries.ts`: the mock's request checks,
// compiled by ajv from the same request schemas as requests.json and query-schemas.json, so
// the page's mock compiles nothing under a strict Content-Security-Policy. Each module holds
// one check per operation and its definitions once; a check stops at the first failure and
// keeps ajv's words, which the platform's 400 quotes. Beside the checks, the tables of what
// else the mock reads of the schemas (how a query value is read, a body's fields), so the page
// never loads the schemas themselves.
import type { Ajv, ValidateFunction } from 'ajv'
import { isObject } from '../util/json.ts'
import { bodyShapes, queryReadings } from './mock-request-tables.ts'
import { repeatedParts } from './repeated-parts.ts'
import { withoutAnnotations } from './schema-annotations.ts'
import { standaloneModule } from './standalone-module.ts'
import { platformAjv } from './validator-ajv.ts'

const DEFINITIONS_ID = 'definitions'
const PART_PREFIX = 'part-'

export interface MockCompileFailure {
  operation: string
  reason: string
}

export interface CompiledMockValidators {
  files: Map<string, string>
  failures: MockCompileFailure[]
}

type Requests = { definitions: Record<string, unknown>; bodies: Record<string, unknown> }
type Queries = { definitions: Record<string, unknown>; queries: Record<string, unknown> }

interface SchemaSet {
  definitions: Record<string, unknown>
  /** one schema by operation id */
  schemas: Record<string, unknown>
}

/**
 * Local references (`#/definitions/X`) as references to X's own schema. ajv compiles a
 * fragment of another schema (`definitions#/definitions/X`) anew for each check that reaches
 * it, so thirty list checks carried thirty copies of a name's check; a schema of its own is
 * compiled once, and every check calls that one function.
 */
function rebased(schema: unknown, ids: Map<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((part) => rebased(part, ids))
  if (!isObject(schema)) return schema
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') {
      out[key] = value
    } else if (key === '$ref' && typeof value === 'string' && value.startsWith('#')) {
      const own = /^#\/definitions\/([^/]+)$/.exec(value)?.[1]
      const id = own === undefined ? undefined : ids.get(decodeURIComponent(own))
      out[key] = id ?? `${DEFINITIONS_ID}${value}`
    } else out[key] = rebased(value, ids)
  }
  return out
}

/** a schema under its own id (wrapped when it is a reference: an id beside `$ref` is lost) */
function withId(id: string, schema: unknown): object {
  return isObject(schema) && !('$ref' in schema)
    ? { ...schema, $id: id }
    : { $id: id, allOf: [schema] }
}

/** the checks of a set: an ajv holding one schema per distinct check, and each operation's */
interface CheckSet {
  ajv: Ajv
  /** operation id → the schema id of its check */
  checkOf: Map<string, string>
}

function checkSet(set: SchemaSet, failures: MockCompileFailure[]): CheckSet {
  const ajv = platformAjv({ allErrors: false, messages: true })
  const names = Object.keys(set.definitions)
  const ids = new Map(names.map((name, index) => [name, `definition-${index}`]))
  // the definitions and every operation's schema, with what they repeat compiled once
  const roots: Record<string, unknown> = {}
  for (const name of names) {
    roots[`definition ${name}`] = withoutAnnotations(rebased(set.definitions[name], ids))
  }
  for (const operation of Object.keys(set.schemas).sort()) {
    roots[`operation ${operation}`] = withoutAnnotations(rebased(set.schemas[operation], ids))
  }
  const { schemas, parts } = repeatedParts(roots, PART_PREFIX)
  const definitions: Record<string, unknown> = {}
  for (const name of names) {
    definitions[name] = schemas[`definition ${name}`]
    ajv.addSchema(withId(ids.get(name)!, definitions[name]) as never)
  }
  // the rare reference into a definition (`#/definitions/X/items`) reads them all
  ajv.addSchema({ $id: DEFINITIONS_ID, definitions } as never)
  for (const [name, part] of Object.entries(parts)) {
    ajv.addSchema(withId(`${PART_PREFIX}${name}`, part) as never)
  }
  const checkOf = new Map<string, string>()
  // operations with the same parameters (most lists: a project, a page) share one check
  const byText = new Map<string, string>()
  for (const operation of Object.keys(set.schemas).sort()) {
    const schema = schemas[`operation ${operation}`]
    const text = JSON.stringify(schema)
    let id = byText.get(text)
    if (id === undefined) {
      id = `check-${byText.size}`
      // wrapped: a schema that is only a `$ref` would otherwise lose its id beside it
      try {
        ajv.addSchema({ $id: id, allOf: [schema] } as never)
        ajv.getSchema(id)
      } catch (error) {
        ajv.removeSchema(id)
        failures.push({ operation, reason: error instanceof Error ? error.message : String(error) })
        continue
      }
      byText.set(text, id)
    }
    checkOf.set(operation, id)
  }
  return { ajv, checkOf }
}

/** a table written beside the checks: its contract type (src/contract/request-tables.ts) */
interface Table {
  type: string
  value: unknown
}

/**
 * one module of every operation's check (those ajv compiles), by operation id, and `tables`:
 * what else the mock reads of the schemas (mock-request-tables.ts), by export name
 */
function checksModule(
  set: SchemaSet,
  failures: MockCompileFailure[],
  tables: Record<string, Table>,
): string {
  const { ajv, checkOf } = checkSet(set, failures)
  const ids = [...new Set(checkOf.values())]
  const exports = Object.fromEntries(ids.map((id) => [id.replace('check-', 'c'), id]))
  const table = [...checkOf].map(
    ([operation, id]) => `  ${JSON.stringify(operation)}: ${id.replace('check-', 'c')},`,
  )
  // the mock's 400 quotes a failure's data path and ajv's words, never its schema path: ajv
  // writes one into every failure it can report (700 of them in the body checks), which the
  // page's code need not carry
  const code = standaloneModule(ajv, exports).replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, '')
  const [first, ...rest] = code.split('\n')
  const types = Object.values(tables).map(({ type }) => type)
  const typeImport = `import type { ${types.join(', ')} } from '../../../contract/request-tables'`
  const data = Object.entries(tables).map(
    ([name, { type, value }]) => `export const ${name}: ${type} = ${JSON.stringify(value)}\n`,
  )
  return [first, typeImport, ...rest]
    .join('\n')
    .concat(`\nexport const validators = {\n${table.join('\n')}\n}\n`, ...data)
}

/**
 * The checks of a set of schemas compiled here and now, by operation id: what the generated
 * module holds, for schemas that are not generated (Node only: ajv compiles with `new Function`).
 */
export function compileMockChecks(
  definitions: Record<string, unknown>,
  schemas: Record<string, unknown>,
): Record<string, ValidateFunction> {
  const { ajv, checkOf } = checkSet({ definitions, schemas }, [])
  return Object.fromEntries([...checkOf].map(([operation, id]) => [operation, ajv.getSchema(id)!]))
}

/** the body checks as the generated module gives them (compiled here and now) */
export function compileBodyChecks(requests: Requests) {
  return {
    validators: compileMockChecks(requests.definitions, requests.bodies),
    shapes: bodyShapes(requests),
  }
}

/** the query checks as the generated module gives them (compiled here and now) */
export function compileQueryChecks(queries: Queries) {
  return {
    validators: compileMockChecks(queries.definitions, queries.queries),
    readings: queryReadings(queries),
  }
}

export function compileMockValidators(
  requests: Requests,
  queries: Queries,
): CompiledMockValidators {
  const failures: MockCompileFailure[] = []
  const files = new Map<string, string>()
  files.set(
    'validators/mock/bodies.ts',
    checksModule({ definitions: requests.definitions, schemas: requests.bodies }, failures, {
      shapes: { type: 'BodyShapes', value: bodyShapes(requests) },
    }),
  )
  files.set(
    'validators/mock/queries.ts',
    checksModule({ definitions: queries.definitions, schemas: queries.queries }, failures, {
      readings: { type: 'QueryReadings', value: queryReadings(queries) },
    }),
  )
  return { files, failures }
}
