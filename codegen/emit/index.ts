// Step 5: every file of `src/generated/`, as path → content as written to disk. Writing is write.ts's job.
import type { Registry } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import type { Document } from '../util/openapi.ts'
import { formatJson } from './format.ts'
import { buildForm, formRequests } from './forms.ts'
import { prepareForm } from './form-prepare.ts'
import { ReferenceResolver } from '../infer/references.ts'
import { emitKeys, type FormFields } from './keys.ts'
import { emitKinds } from './kinds.ts'
import { emitModels } from './models.ts'
import { emitRegistry } from './registry.ts'
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
}

export async function emitFiles(input: EmitInput): Promise<Map<string, string>> {
  const { bundled, model, registry } = input
  const document = model.document
  const raw = new Map<string, string>()
  const json = (value: unknown) => formatJson(value)
  raw.set('api.d.ts', await input.apiTypes)
  raw.set('models.ts', emitModels(bundled))
  raw.set('registry.ts', emitRegistry(registry))
  raw.set('openapi.json', json(document))
  const resolver = new ReferenceResolver(registry)
  const formFields: FormFields = new Map()
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
  }
  raw.set('keys.ts', emitKeys(registry, formFields))
  raw.set('kinds.ts', emitKinds(registry))
  const requests = buildRequestSchemas(document, model.operations)
  raw.set('mock/requests.json', json(requests))
  raw.set('mock/query-schemas.json', json(buildQuerySchemas(requests)))
  raw.set('mock/seed.json', json(buildSeed(document, registry, model.operations, model.items)))
  return new Map([...raw].sort(([a], [b]) => (a < b ? -1 : 1)))
}
