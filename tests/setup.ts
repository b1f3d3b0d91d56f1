/**
 * Unit-test setup: jest-dom matchers and a DOM cleanup after each test (without vitest globals,
 * Testing Library does not clean up by itself). Tests that need an API start their own msw
 * server, so suites with different handlers never share interceptors.
 */
// registers the jest-dom matchers on expect
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// the first render of a route loads its page module lazily; on a busy two-core CI machine that
// can take longer than Testing Library's 1 s default (5 s was exceeded with the load at 16)
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
})
