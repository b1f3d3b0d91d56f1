import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // the first render of a route loads its lazy page modules, which takes seconds on a busy
    // two-core machine; beyond that a test that runs this long is waiting for something broken
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
})
