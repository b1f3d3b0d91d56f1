/**
 * What the mock is built from: the generated registry, seed and request schemas (or small
 * fixtures of the same shape in tests).
 */
import type { Registry } from '../src/contract/index.ts'

export type WireItem = Record<string, unknown>

/** `src/generated/mock/seed.json`: items in wire shape, by kind name */
export type Seed = Record<string, WireItem[]>

/** `src/generated/mock/requests.json` */
export interface RequestSchemas {
  /** shared schemas, referenced as `#/definitions/<Name>` */
  definitions: Record<string, unknown>
  /** request body schema by operation id */
  bodies: Record<string, unknown>
  /** parameter schemas by operation id */
  params: Record<string, { path?: Record<string, unknown>; query?: Record<string, unknown> }>
}

/** `src/generated/mock/query-schemas.json` */
export interface QuerySchemas {
  /** the shared schemas the queries reach, referenced as `#/definitions/<Name>` */
  definitions: Record<string, unknown>
  /** each operation's query parameters as one object schema, by operation id */
  queries: Record<string, unknown>
}

/** one failed keyword, as ajv's compiled checks report it */
export interface CheckError {
  keyword: string
  /** JSON pointer to the failing value (`/rules/0/name`), '' for the whole */
  instancePath: string
  params: Record<string, unknown>
  /** ajv's words ("must be >= 1"), which the platform's 400 quotes */
  message?: string
}

/** a check codegen compiled with ajv (src/generated/validators/mock): false and its errors on a failure */
export type RequestCheck = ((data: unknown) => boolean) & { errors?: CheckError[] | null }

/** the compiled checks, by operation id */
export type RequestChecksById = Record<string, RequestCheck>

export interface MockInputs {
  registry: Registry
  seed: Seed
  /** the schemas, or a loader for them (the page's mock loads them with the first write) */
  requests: RequestSchemas | (() => Promise<RequestSchemas>)
  /** the query schemas, which say how each value is read (`limit=5` is the integer 5) */
  queries: QuerySchemas
  /** the checks of each operation's query and body, compiled from the schemas above */
  checks: {
    /** checked on every call (the first list's too) */
    queries: RequestChecksById
    /** or a loader for them (the page's mock loads them with the first write) */
    bodies: RequestChecksById | (() => Promise<RequestChecksById>)
  }
}
