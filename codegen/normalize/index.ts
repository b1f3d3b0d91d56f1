// Step 2: turn the loaded OpenAPI 3.0/3.1 document into an OpenAPI 3.1 document whose schemas
// JSON Schema tools (ajv, rjsf) take as they are. Pure: the input is not modified.
import type { Document, Schema } from '../util/openapi.ts'
import { resolveRef } from '../util/openapi.ts'
import { unwrapSingleAllOf } from './all-of.ts'
import { rewriteNullable } from './nullable.ts'
import { rewriteExampleTimes } from './times.ts'
import { rewriteUnion } from './unions.ts'
import { rewriteExclusiveBounds } from './version.ts'
import { rewriteDocumentSchemas } from './walk.ts'

export function normalizeDocument(input: Document): Document {
  const document = structuredClone(input)
  // tags are read from the input so a variant's lookup does not see a half-rewritten component
  const resolve = (ref: string) => resolveRef<Schema>(input, ref)
  rewriteDocumentSchemas(document, (schema) =>
    rewriteUnion(
      rewriteNullable(unwrapSingleAllOf(rewriteExampleTimes(rewriteExclusiveBounds(schema)))),
      resolve,
    ),
  )
  document.openapi = '3.1.0'
  return document
}
