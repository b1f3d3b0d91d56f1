import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // the shared two-core machine runs several suites at once: a render that takes 50 ms alone
    // can take seconds under that load, and a timeout is no assertion
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
