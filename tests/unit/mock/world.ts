/**
 * The mock built from the generated example world (openapi/platform/WORLD.md), for the
 * behaviours that need its kinds: served by msw's node server, reset after every test.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { generatedInputs } from '../../../mock/generated.ts'
import { createMock } from '../../../mock/handlers.ts'
import type { Answer } from './harness.ts'

export function serveWorldMock() {
  const mock = createMock(generatedInputs)
  const server = setupServer(...mock.handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mock.resetDb())
  afterAll(() => server.close())
  return mock
}

/** a call as `user` (a display name, via the `mock-user` cookie), else as the default user */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  user?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (user) headers.cookie = `mock-user=${encodeURIComponent(user)}`
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  }
}

/** ids of the example world */
export const world = {
  mazeWar: '5110a000-0000-4000-8000-000000000001',
  darkStar: '5110a000-0000-4000-8000-000000000002',
  mockProject: '9a0e0000-0000-4000-8000-000000000001',
  db1: '1a570000-0000-4000-8000-000000000001',
  stoppedOne: '1a570000-0000-4000-8000-000000000005',
  pool1: '1b000000-0000-4000-8000-000000000001',
  pool2: '1b000000-0000-4000-8000-000000000002',
  pool3: '1b000000-0000-4000-8000-000000000003',
  pool4: '1b000000-0000-4000-8000-000000000004',
}
