/**
 * Shared set-up for the mock's tests: the mock built from the fixtures, served by msw's node
 * server, and a small `api()` that calls it like the console would.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { compileBodyChecks, compileQueryChecks } from '../../../codegen/emit/mock-validators.ts'
import { buildQuerySchemas } from '../../../codegen/emit/query-schemas.ts'
import { createMock } from '../../../mock/handlers.ts'
import type { MockInputs, Seed } from '../../../mock/inputs.ts'
import { registry } from './fixtures/registry.ts'
import requests from './fixtures/requests.json'
import seed from './fixtures/seed.json'

// as codegen splits them off the request schemas
const queries = buildQuerySchemas(requests as never)

export const inputs: MockInputs = {
  registry,
  seed: seed as unknown as Seed,
  // compiled as codegen compiles the generated ones
  checks: { queries: compileQueryChecks(queries), bodies: compileBodyChecks(requests) },
}

export const ids = {
  mockProject: '9a0e0000-0000-4000-8000-000000000001',
  db1: '1a570000-0000-4000-8000-000000000001',
  stoppedOne: '1a570000-0000-4000-8000-000000000005',
  disk3: 'd15c0000-0000-4000-8000-000000000003',
}

export interface Answer {
  status: number
  headers: Headers
  // the tests read arbitrary fields of platform JSON
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** start the mock for this test file; every test starts from the seed */
export function serveFixtureMock() {
  const mock = createMock(inputs)
  const server = setupServer(...mock.handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mock.resetDb())
  afterAll(() => server.close())
  return mock
}

export async function api(method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`http://localhost${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  }
}
