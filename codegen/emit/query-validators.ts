// `mock/query-validators.ts`: the mock's query-string checks, compiled at codegen time. The
// page's mock checks every list call's query, so these load with it.
import type { RequestSchemas } from './requests.ts'
import { emitRequestChecks } from './request-checks.ts'

export function emitQueryValidators(requests: RequestSchemas): string {
  const schemas = Object.fromEntries(
    Object.entries(requests.params)
      .filter(([, params]) => Object.keys(params.query).length > 0)
      .map(([operationId, params]) => [operationId, { type: 'object', properties: params.query }]),
  )
  return emitRequestChecks({
    schemas,
    definitions: requests.definitions,
    coerceTypes: true,
    exportName: 'queryValidators',
    generator: 'codegen/emit/query-validators.ts',
  })
}
