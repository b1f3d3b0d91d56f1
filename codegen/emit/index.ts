// Step 5: every file of `src/generated/` (and its platform/ folder), as path → content as written to disk. Writing is write.ts's job.
import type { Registry } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { emitAnswers } from './answers.ts'
import { formatJson } from './format.ts'
import { buildForm, formRequests } from './forms.ts'
import { prepareForm } from './form-prepare.ts'
import { compileFormValidators } from './form-validators.ts'
import { compileMockValidators } from './mock-validators.ts'
import { ReferenceResolver } from '../infer/references.ts'
import { emitKeys, type FormFields } from './keys.ts'
import { emitKinds, emitOperationRoutes } from './kinds.ts'
import { emitModels } from './models.ts'
import { emitRegistry } from './registry.ts'
import { emitRows } from './rows.ts'
import { emitRules, type KindLimits } from './rules.ts'
import { buildQuerySchemas } from './query-schemas.ts'
import { buildRequestSchemas } from './requests.ts'
import { buildSeed } from './seed/index.ts'

export interface EmitInput {
  /** the document as loaded (OpenAPI 3.0 for our document), for openapi-typescript */
  bundled: Document
  model: Model
  registry: Registry
  /** `api.d.ts`, started early by the pipeline (it is the slowest step) */
  apiTypes: Promise<string>
  /** the manifest's limits by kind (none without a manifest) */
  limits?: KindLimits
  /** the contract's import path from the type files (see PipelineOptions) */
  contract: string
  /** where a part codegen could not make is named (a schema ajv refuses) */
  warn?: (message: string) => void
}

export async function emitFiles(input: EmitInput): Promise<Map<string, string>> {
  const { bundled, model, registry } = input
  const document = model.document
  const raw = new Map<string, string>()
  const json = (value: unknown) => formatJson(value)
  raw.set('api.d.ts', await input.apiTypes)
  raw.set('models.ts', emitModels(bundled, input.contract))
  raw.set('registry.ts', emitRegistry(registry))
  raw.set('openapi.json', json(document))
  const resolver = new ReferenceResolver(registry)
  const formFields: FormFields = new Map()
  const formSchemas = new Map<string, Schema>()
  for (const request of formRequests(registry)) {
    const operation = model.operations.get(request.operation)
    const declared = registry.kinds[request.kind]?.references
    const form =
      operation === undefined
        ? undefined
        : buildForm(document, operation, request, { resolver, declared })
    if (form === undefined) continue
    const prepared = prepareForm(form, request)
    // ui:order is meaningful, so forms keep their own key order
    raw.set(`forms/${request.id}.json`, formatJson(prepared, { keepOrder: true }))
    formFields.set(request.id, Object.keys(form.schema.properties ?? {}))
    formSchemas.set(request.id, prepared.schema as Schema)
  }
  const compiled = compileFormValidators(formSchemas)
  for (const [name, text] of compiled.files) raw.set(name, text)
  for (const { form, reason } of compiled.failures) {
    input.warn?.(
      `form ${form}: ajv cannot compile its schema (${reason}); it submits unchecked, and the API's 400 is shown`,
    )
  }
  raw.set('keys.ts', emitKeys(registry, formFields, input.contract))
  raw.set('kinds.ts', emitKinds(registry))
  raw.set('operation-routes.ts', emitOperationRoutes(registry))
  raw.set('rules.ts', emitRules(registry, input.limits))
  raw.set('rows.ts', emitRows(registry, model.operations))
  raw.set('answers.ts', emitAnswers(registry, model.operations))
  const requests = buildRequestSchemas(document, model.operations)
  raw.set('mock/requests.json', json(requests))
  const queries = buildQuerySchemas(requests)
  raw.set('mock/query-schemas.json', json(queries))
  const mockChecks = compileMockValidators(requests, queries)
  for (const [name, text] of mockChecks.files) raw.set(name, text)
  for (const { operation, reason } of mockChecks.failures) {
    input.warn?.(
      `operation ${operation}: ajv cannot compile its request schema (${reason}); the mock leaves it unchecked`,
    )
  }
  raw.set('mock/seed.json', json(buildSeed(document, registry, model.operations, model.items)))
  return new Map([...raw].sort(([a], [b]) => (a < b ? -1 : 1)))
}
