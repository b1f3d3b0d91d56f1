import fs from 'node:fs'
import { defineConfig } from '@playwright/test'
import { chromiumArgs } from './scripts/chromium-args.ts'

// PORT lets several checkouts run their browser tests side by side on one machine.
const port = Number(process.env.PORT ?? 4173)
// consoles `npm run build:doc` built from other documents, when they were built: our
// multi-file fixture (port + 100), real vendors' documents from the corpus (Hetzner's on
// port + 200, DigitalOcean's on port + 600) and the real platform's document with no manifest
// (port + 300); and one document whose four resources write their keys in four cases (port + 700)
const otherConsoles = [
  { dist: 'tmp/doc/dist', port: port + 100 },
  { dist: 'tmp/real-doc/dist', port: port + 200 },
  { dist: 'tmp/nexus-doc/dist', port: port + 300 },
  { dist: 'tmp/digitalocean-doc/dist', port: port + 600 },
  { dist: 'tmp/key-cases-doc/dist', port: port + 700 },
]
  .filter(({ dist }) => fs.existsSync(`${dist}/index.html`))
  .map(({ dist, port: docPort }) => ({
    command: `npx vite preview --outDir ${dist} --host 127.0.0.1 --port ${docPort} --strictPort`,
    url: `http://127.0.0.1:${docPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  }))

// the console built in live mode (`VITE_API_MODE=live vite build --outDir tmp/live/dist`), when
// it was built: served on port + 400 in front of the standalone mock server (port + 500), which
// it reaches through the preview's proxy as it would the platform (tests/e2e/live)
const livePort = port + 400
const mockServerPort = port + 500
const liveConsole = fs.existsSync('tmp/live/dist/index.html')
  ? [
      {
        command: `npx tsx mock/server.ts --port ${mockServerPort}`,
        url: `http://127.0.0.1:${mockServerPort}/v1/me`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
      {
        command: `npx vite preview --outDir tmp/live/dist --host 127.0.0.1 --port ${livePort} --strictPort`,
        env: { CONSOLE_API: `http://127.0.0.1:${mockServerPort}` },
        url: `http://127.0.0.1:${livePort}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ]
  : []

// the console of a newer platform release, its manifest migrated (`tsx
// scripts/build-upgraded.ts`), when it was built: served on port + 900, where the "upgraded"
// project re-runs the platform's journeys that still apply (issue 23)
const upgradedPort = port + 900
const upgraded = fs.existsSync('tmp/upgraded-doc/dist/index.html')
const upgradedConsole = upgraded
  ? [
      {
        command: `npx vite preview --outDir tmp/upgraded-doc/dist --host 127.0.0.1 --port ${upgradedPort} --strictPort`,
        url: `http://127.0.0.1:${upgradedPort}`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
    ]
  : []
/**
 * the journeys whose operations the newer release keeps, or renames (the migrated manifest
 * follows, and the mock's bespoke behaviours, bound by method and path, follow too: the IP
 * pools' silo links keep their one default per silo as `system_ip_pool_silo_link`)
 */
const UPGRADED_JOURNEYS = [
  'projects.spec.ts',
  'instances.spec.ts',
  'disks.spec.ts',
  'ip-pool-silos.spec.ts',
]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: 'live/**', use: { browserName: 'chromium' } },
    {
      name: 'live',
      testDir: 'tests/e2e/live',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${livePort}` },
    },
    ...(upgraded
      ? [
          {
            name: 'upgraded',
            testMatch: UPGRADED_JOURNEYS,
            use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${upgradedPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...otherConsoles,
    ...liveConsole,
    ...upgradedConsole,
  ],
})
