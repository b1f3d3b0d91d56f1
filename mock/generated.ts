/** the mock's inputs as codegen emits them into src/generated */
import { registry } from '../src/generated/registry.ts'
import queries from '../src/generated/mock/query-schemas.json'
import requests from '../src/generated/mock/requests.json'
import seed from '../src/generated/mock/seed.json'
import { validators as bodies } from '../src/generated/validators/mock/bodies.ts'
import { validators as queryChecks } from '../src/generated/validators/mock/queries.ts'
import type { MockInputs, QuerySchemas, RequestSchemas, Seed } from './inputs.ts'

export const generatedInputs: MockInputs = {
  registry,
  seed: seed as unknown as Seed,
  requests: requests as unknown as RequestSchemas,
  queries: queries as unknown as QuerySchemas,
  checks: { queries: queryChecks, bodies },
}
