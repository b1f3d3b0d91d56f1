import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // the first render of a route loads its lazy page modules, which takes seconds on a busy
    // two-core machine (the DOM tests of the foreign-document console took 15 s under load);
    // beyond that a test that runs this long is waiting for something broken
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // the corpus test generates a dozen real documents in one worker, compiling every form's
    // validators; node's default heap (about 2 GB here) runs out, the machines have 24 GiB
    execArgv: ['--max-old-space-size=8192'],
  },
})
