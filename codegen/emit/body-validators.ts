// `mock/body-validators.ts`: the mock's request-body checks, compiled at codegen time. Only
// writes send bodies, so the page's mock loads them with the first write.
import type { RequestSchemas } from './requests.ts'
import { emitRequestChecks } from './request-checks.ts'

export function emitBodyValidators(requests: RequestSchemas): string {
  return emitRequestChecks({
    schemas: requests.bodies,
    definitions: requests.definitions,
    coerceTypes: false,
    exportName: 'bodyValidators',
    generator: 'codegen/emit/body-validators.ts',
  })
}
