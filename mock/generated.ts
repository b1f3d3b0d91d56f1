/** the mock's inputs as codegen emits them into src/generated */
import { addPlatformFormats } from '../src/contract/index.ts'
import { registry } from '../src/generated/registry.ts'
import { bodyValidators } from '../src/generated/mock/body-validators.ts'
import { queryValidators } from '../src/generated/mock/query-validators.ts'
import requests from '../src/generated/mock/requests.json'
import seed from '../src/generated/mock/seed.json'
import type { MockInputs, RequestSchemas, Seed } from './inputs.ts'

export const generatedInputs: MockInputs = {
  registry,
  seed: seed as unknown as Seed,
  requests: requests as unknown as RequestSchemas,
  queryValidators,
  bodyValidators,
  addFormats: addPlatformFormats,
}
