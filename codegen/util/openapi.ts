// The parts of an OpenAPI document codegen reads. Loose on purpose: documents come from anywhere
// and are validated by swagger-parser before these types are trusted.

export interface Schema {
  $ref?: string
  type?: string | string[]
  format?: string
  title?: string
  description?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  nullable?: boolean
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  discriminator?: { propertyName: string; mapping?: Record<string, string> }
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  exclusiveMaximum?: boolean | number
  [extension: string]: unknown
}

export interface Parameter {
  $ref?: string
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  description?: string
  schema?: Schema
}

export interface MediaType {
  schema?: Schema
  example?: unknown
  examples?: Record<string, { value?: unknown; $ref?: string }>
}

export interface RequestBody {
  $ref?: string
  required?: boolean
  content?: Record<string, MediaType>
}

export interface Response {
  $ref?: string
  description?: string
  content?: Record<string, MediaType>
}

export interface Operation {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: RequestBody
  responses?: Record<string, Response>
  'x-dropshot-pagination'?: { required?: string[] }
  [extension: string]: unknown
}

export type PathItem = Partial<Record<string, Operation>> & { parameters?: Parameter[] }

export interface Document {
  openapi: string
  info: { title?: string; version: string; [key: string]: unknown }
  paths?: Record<string, PathItem>
  components?: {
    schemas?: Record<string, Schema>
    parameters?: Record<string, Parameter>
    requestBodies?: Record<string, RequestBody>
    responses?: Record<string, Response>
    [section: string]: Record<string, unknown> | undefined
  }
  [key: string]: unknown
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/

/** `#/components/schemas/Instance` → `Instance` */
export function schemaNameOfRef(ref: string | undefined): string | undefined {
  const match = ref === undefined ? null : SCHEMA_REF.exec(ref)
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1])
}

/** Follows a local `$ref` (any section) to its target; undefined when it dangles. */
export function resolveRef<T>(document: Document, ref: string, depth = 0): T | undefined {
  if (!ref.startsWith('#/') || depth > 16) return undefined
  let node: unknown = document
  for (const raw of ref.slice(2).split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    if (typeof node !== 'object' || node === null) return undefined
    const record = node as Record<string, unknown>
    // a bundled document's reference may lead through another reference (`…/items/allOf/0`
    // where `items` is itself a `$ref`): the path goes on inside what that one names
    // as may one through a nullable field, which normalizing wrote as `anyOf: [schema, null]`
    // (a pointer written against the document as published: `…/inbound_rules/items/allOf/0`)
    const via =
      segment in record
        ? record
        : typeof record.$ref === 'string'
          ? resolveRef<Record<string, unknown>>(document, record.$ref, depth + 1)
          : (nullableInner(record) ?? record)
    if (typeof via !== 'object' || via === null) return undefined
    node = via[segment]
  }
  return node as T | undefined
}

/** the schema inside a nullable as normalizing writes it (`anyOf: [schema, {type: 'null'}]`) */
function nullableInner(record: Record<string, unknown>): Record<string, unknown> | undefined {
  const members = record.anyOf
  if (!Array.isArray(members) || members.length !== 2) return undefined
  const [inner, other] = members as unknown[]
  const isNull = (node: unknown) =>
    typeof node === 'object' && node !== null && (node as Schema).type === 'null'
  if (!isNull(other) || typeof inner !== 'object' || inner === null) return undefined
  return inner as Record<string, unknown>
}

/** Follows `$ref`s until a concrete object (parameters, bodies, responses). */
export function deref<T extends { $ref?: string }>(document: Document, value: T): T {
  let current: T | undefined = value
  const seen = new Set<string>()
  while (current?.$ref !== undefined && !seen.has(current.$ref)) {
    seen.add(current.$ref)
    current = resolveRef<T>(document, current.$ref)
  }
  return current ?? value
}
