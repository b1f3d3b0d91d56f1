/**
 * What the mock is built from: the generated registry, seed and request schemas (or small
 * fixtures of the same shape in tests).
 */
import type { Ajv, ErrorObject } from 'ajv'
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

export interface MockInputs {
  registry: Registry
  seed: Seed
  /** the schemas, or a loader for them (the page's mock loads them with the first check) */
  requests: RequestSchemas | (() => Promise<RequestSchemas>)
  /**
   * the query checks codegen compiled (`src/generated/mock/query-validators.ts`), by operation
   * id (null: one codegen could not compile); without them ajv checks queries at run time
   */
  queryValidators?: Record<string, PrecompiledCheck | null>
  /**
   * the body checks codegen compiled (`src/generated/mock/body-validators.ts`), or a loader
   * for them (the page's mock loads them with the first write); without them ajv checks
   * bodies at run time
   */
  bodyValidators?: PrecompiledChecks | (() => Promise<PrecompiledChecks>)
  /** registers the document's custom formats (ip, uint32, …) on an ajv instance */
  addFormats?: (ajv: Ajv) => void
}

/** a check ajv compiled ahead of time: true when valid, else its errors */
export interface PrecompiledCheck {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}

/** checks ajv compiled ahead of time, by operation id (null: one codegen could not compile) */
export type PrecompiledChecks = Record<string, PrecompiledCheck | null>
