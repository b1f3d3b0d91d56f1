/** the mock's inputs as codegen emits them into src/generated */
import { registry } from '../src/generated/registry.ts'
import seed from '../src/generated/mock/seed.json'
import * as bodies from '../src/generated/validators/mock/bodies.ts'
import { readings, validators } from '../src/generated/validators/mock/queries.ts'
import type { MockInputs, Seed } from './inputs.ts'

export const generatedInputs: MockInputs = {
  registry,
  seed: seed as unknown as Seed,
  checks: { queries: { validators, readings }, bodies },
}
