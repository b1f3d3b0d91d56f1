/**
 * What the mock is built from: the generated registry and seed, and the request checks codegen
 * compiled from the request schemas (or small fixtures of the same shape in tests).
 */
import type { BodyShapes, QueryReadings, Registry } from '../src/contract/index.ts'

export type WireItem = Record<string, unknown>

/** `src/generated/mock/seed.json`: items in wire shape, by kind name */
export type Seed = Record<string, WireItem[]>

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

/** `validators/mock/queries.ts`: each operation's query check, and how its values are read */
export interface QueryChecks {
  validators: RequestChecksById
  /** the parameters not read as text (`limit=5` is the integer 5) */
  readings: QueryReadings
}

/** `validators/mock/bodies.ts`: each operation's body check, and its body's fields */
export interface BodyChecks {
  validators: RequestChecksById
  /** the fields of each body that is one object type */
  shapes: BodyShapes
}

export interface MockInputs {
  registry: Registry
  seed: Seed
  /** the checks of each operation's query and body, compiled from the request schemas */
  checks: {
    /** checked on every call (the first list's too) */
    queries: QueryChecks
    /** or a loader for them (the page's mock loads them with the first write) */
    bodies: BodyChecks | (() => Promise<BodyChecks>)
  }
}
