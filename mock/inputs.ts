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

export interface MockInputs {
  registry: Registry
  seed: Seed
  /** the schemas, or a loader for them (the page's mock loads them with the first write) */
  requests: RequestSchemas | (() => Promise<RequestSchemas>)
  /** the query schemas, checked on every call (the first list's too) */
  queries: QuerySchemas
}
