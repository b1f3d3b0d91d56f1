/**
 * The console as a person first meets it: the built app on the in-page mock (no answer delay),
 * in headless Chromium. Measures the time from navigation to the first instance row, the time
 * to open an instance's storage tab from the list, and the JS heap after both (median of five
 * fresh pages). Runs `vite preview` on a port of its own.
 */
import { chromium } from '@playwright/test'
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const port = 4199
const base = `http://127.0.0.1:${port}`

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`vite preview did not answer on ${base}`)
}

export async function browserMeasures(): Promise<[string, string][]> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
  try {
    await waitForServer()
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--enable-precise-memory-info'],
    })
    const firstRow: number[] = []
    const openTab: number[] = []
    const heap: number[] = []
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext()
      await context.addInitScript(() =>
        localStorage.setItem('mock-config', JSON.stringify({ delay: 0 })),
      )
      const page = await context.newPage()
      const started = Date.now()
      await page.goto(`${base}/projects/mock-project/instances`)
      await page.getByRole('link', { name: 'db1', exact: true }).waitFor()
      firstRow.push(Date.now() - started)
      const clicked = Date.now()
      await page.getByRole('link', { name: 'db1', exact: true }).click()
      await page.getByRole('row').filter({ hasText: 'disk-1' }).first().waitFor()
      openTab.push(Date.now() - clicked)
      heap.push(
        await page.evaluate(
          () =>
            (performance as unknown as { memory: { usedJSHeapSize: number } }).memory
              .usedJSHeapSize,
        ),
      )
      await context.close()
    }
    await browser.close()
    return [
      ['first instance row, cold page (mock, no delay)', `${median(firstRow)} ms`],
      ['list → instance storage tab', `${median(openTab)} ms`],
      ['JS heap after both', `${(median(heap) / 1024 / 1024).toFixed(1)} MiB`],
    ]
  } finally {
    server.kill()
  }
}
