// Visits every schema in a document bottom-up (children before parents) and lets a rewrite
// replace each node. Used by the normalize steps; the caller passes a copy it may mutate.
import { isObject, type JsonObject } from '../util/json.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { HTTP_METHODS } from '../util/openapi.ts'

export type SchemaRewrite = (schema: Schema) => Schema

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const
const SCHEMA_SINGLES = ['items', 'not', 'additionalProperties', 'contains'] as const

export function rewriteSchema(schema: Schema, rewrite: SchemaRewrite): Schema {
  if (!isObject(schema)) return schema
  for (const key of SCHEMA_MAPS) {
    const map = schema[key]
    if (isObject(map)) {
      for (const name of Object.keys(map)) map[name] = rewriteSchema(map[name] as Schema, rewrite)
    }
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key]
    if (Array.isArray(list)) schema[key] = list.map((item: Schema) => rewriteSchema(item, rewrite))
  }
  for (const key of SCHEMA_SINGLES) {
    const single = schema[key]
    if (isObject(single)) schema[key] = rewriteSchema(single, rewrite)
  }
  return rewrite(schema)
}

/** Applies `rewrite` to every schema reachable from components, parameters, bodies, responses. */
export function rewriteDocumentSchemas(document: Document, rewrite: SchemaRewrite): void {
  const components = document.components ?? {}
  const schemas = components.schemas ?? {}
  for (const name of Object.keys(schemas)) {
    schemas[name] = rewriteSchema(schemas[name] as Schema, rewrite)
  }
  for (const parameter of Object.values(components.parameters ?? {}))
    rewriteHolder(parameter, rewrite)
  for (const body of Object.values(components.requestBodies ?? {})) rewriteContent(body, rewrite)
  for (const response of Object.values(components.responses ?? {}))
    rewriteContent(response, rewrite)
  for (const item of Object.values(document.paths ?? {})) {
    for (const parameter of item?.parameters ?? []) rewriteHolder(parameter, rewrite)
    for (const method of HTTP_METHODS) {
      const operation = item?.[method]
      if (!isObject(operation)) continue
      for (const parameter of operation.parameters ?? []) rewriteHolder(parameter, rewrite)
      rewriteContent(operation.requestBody, rewrite)
      for (const response of Object.values(operation.responses ?? {})) {
        rewriteContent(response, rewrite)
      }
    }
  }
}

function rewriteHolder(holder: unknown, rewrite: SchemaRewrite): void {
  if (isObject(holder) && isObject(holder.schema)) {
    holder.schema = rewriteSchema(holder.schema, rewrite)
  }
}

function rewriteContent(holder: unknown, rewrite: SchemaRewrite): void {
  if (!isObject(holder) || !isObject(holder.content)) return
  for (const media of Object.values(holder.content as JsonObject)) rewriteHolder(media, rewrite)
}
