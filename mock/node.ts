/**
 * The mock for Node: `setupServer(...handlers)` in tests. Answers come at once (no delay);
 * call `resetDb()` between tests to go back to the seed.
 */
import { generatedInputs } from './generated.ts'
import { createMock } from './handlers.ts'

const mock = createMock(generatedInputs)

export const handlers = mock.handlers
export const resetDb = mock.resetDb
