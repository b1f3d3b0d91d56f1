/**
 * The console as a person meets it: the built app (`dist/`, served by `vite preview`) on its
 * in-page mock, in headless Chromium, fresh contexts. Times are taken inside the page
 * (`performance.now()`, from navigation start or from the click), so Playwright's own
 * latency does not count. Each time figure is the median of five runs.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromiumArgs } from './chromium-args'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const port = Number(process.env.BENCH_PORT ?? 4199)
const base = `http://127.0.0.1:${port}`
const runs = 5

/** the mock's answer delay in the browser by default, and its upper bound */
export const defaultDelay = [200, 400] as const

export interface MockSettings {
  delay?: 0
  instances?: number
}

export interface BrowserFigures {
  firstRowJs: { bytes: number; requests: number; files: string[] }
  firstRow: { delayed: number; immediate: number }
  navigation: { delayed: number; immediate: number }
  heapAfterList: number
  paging: {
    next10: number
    next50: number
    prev50: number
    heapGrowth20: number
    requestsPerPage: number
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

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

async function newContext(browser: Browser, settings: MockSettings): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base })
  await context.addInitScript(
    (config) => localStorage.setItem('mock-config', JSON.stringify(config)),
    settings,
  )
  return context
}

/** when (page clock) a table row names `name` in a cell; polls every animation frame */
async function rowShown(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (text) => {
      for (const cell of document.querySelectorAll('tr > td, tr > th')) {
        if (cell.textContent === text) return performance.now()
      }
      return false
    },
    name,
    { polling: 'raf', timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
}

/** clicks the link or button with exactly this text, returning the page clock at the click */
async function clickText(page: Page, selector: string, text: string): Promise<number> {
  return page.evaluate(
    ([css, label]) => {
      const target = [...document.querySelectorAll<HTMLElement>(css)].find(
        (element) => element.textContent?.trim() === label,
      )
      if (!target) throw new Error(`no ${css} reads "${label}"`)
      const at = performance.now()
      target.click()
      return at
    },
    [selector, text] as const,
  )
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  return usedSize
}

const mockCalls = (page: Page, call: string) =>
  page.evaluate(
    (name) => performance.getEntriesByType('mark').filter((mark) => mark.name === name).length,
    call,
  )

const listPath = '/projects/mock-project/instances'

/**
 * Notes (page clock, `window.firstRowAt`) when a cell first reads `name`, as the DOM changes:
 * the row may be on screen before `page.goto` returns and `rowShown` starts polling.
 */
const noteFirstRow = (page: Page, name: string) =>
  page.addInitScript((text) => {
    const observer = new MutationObserver(() => {
      for (const cell of document.querySelectorAll('tr > td, tr > th')) {
        if (cell.textContent !== text) continue
        ;(window as unknown as { firstRowAt: number }).firstRowAt = performance.now()
        observer.disconnect()
        return
      }
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  }, name)

/**
 * The scripts the page asked for before its first row was in the DOM, by its own resource
 * timing: what loads once the row is on screen (a cell's code fetched when the browser is
 * idle) is not the first row's, though its request may come before the bench sees the row.
 */
const scriptsToFirstRow = (page: Page) =>
  page.evaluate(() => {
    const at = (window as unknown as { firstRowAt?: number }).firstRowAt ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
  })

/** first row, the scripts it took, a sidebar click to the disks, and the heap after both */
async function coldLoad(browser: Browser, settings: MockSettings) {
  const context = await newContext(browser, settings)
  const page = await context.newPage()
  await noteFirstRow(page, 'db1')
  await page.goto(listPath)
  const firstRow = await rowShown(page, 'db1')
  const firstRowScripts = await scriptsToFirstRow(page)
  const clicked = await clickText(page, '.side-nav a', 'Disks')
  const navigation = (await rowShown(page, 'disk-1')) - clicked
  const heap = await heapAfterGc(page)
  await context.close()
  return { firstRow, firstRowScripts, navigation, heap }
}

async function paging(browser: Browser) {
  const context = await newContext(browser, { delay: 0, instances: 10_000 })
  const page = await context.newPage()
  await page.goto(listPath)
  await rowShown(page, 'bulk-00001')
  const name = (n: number) => `bulk-${String(n).padStart(5, '0')}`

  const nextTimes = async (size: number) => {
    await page.getByLabel('Rows per page').selectOption(String(size))
    // the new size's first page in, not the old one still shown while it loads (its Next is
    // disabled then, and a click on it would wait for a page that never comes)
    await page.waitForFunction(
      (rows) =>
        document.querySelectorAll('tbody tr').length === rows &&
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent?.trim() === 'Next' && !button.disabled,
        ),
      size,
      { polling: 'raf', timeout: 30_000 },
    )
    const times: number[] = []
    for (let turn = 1; turn <= runs; turn++) {
      const clicked = await clickText(page, 'button', 'Next')
      times.push((await rowShown(page, name(turn * size + 1))) - clicked)
    }
    return times
  }
  const next10 = median(await nextTimes(10))
  const next50 = median(await nextTimes(50))

  // twenty pages on, none of them shown before (the client's cache would answer those): the
  // heap should not keep them, one call per page
  const seen = runs // 50-row pages already passed, zero-based index of the current one
  const heapBefore = await heapAfterGc(page)
  const callsBefore = await mockCalls(page, 'mock GET /v1/instances')
  for (let turn = 1; turn <= 20; turn++) {
    await clickText(page, 'button', 'Next')
    await rowShown(page, name((seen + turn) * 50 + 1))
  }
  const calls = (await mockCalls(page, 'mock GET /v1/instances')) - callsBefore
  const heapGrowth20 = (await heapAfterGc(page)) - heapBefore

  const prev: number[] = []
  for (let turn = 1; turn <= runs; turn++) {
    const clicked = await clickText(page, 'button', 'Prev')
    prev.push((await rowShown(page, name((seen + 20 - turn) * 50 + 1))) - clicked)
  }
  await context.close()
  return { next10, next50, prev50: median(prev), heapGrowth20, requestsPerPage: calls / 20 }
}

/** the built app on `vite preview` in headless Chromium, for `measure`; both end after it */
async function onPreview<T>(measure: (browser: Browser) => Promise<T>): Promise<T> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'ignore', detached: true },
  )
  try {
    await waitForServer()
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // as the browser tests start it: without Chromium's own per-window work (chromium-args.ts)
      args: chromiumArgs,
    })
    try {
      // the first navigation of a context pays for the browser's own warm-up: not the app's
      await coldLoad(browser, { delay: 0 })
      return await measure(browser)
    } finally {
      await browser.close()
    }
  } finally {
    // npx starts vite as a child: end the whole group this script started
    if (server.pid) process.kill(-server.pid)
  }
}

function scriptFigures(files: string[]): BrowserFigures['firstRowJs'] {
  return {
    bytes: files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0),
    requests: files.length,
    files,
  }
}

/** the scripts to the first row only (`npm run bench -- --js`) */
export const firstRowScripts = () =>
  onPreview(async (browser) =>
    scriptFigures((await coldLoad(browser, { delay: 0 })).firstRowScripts),
  )

export function browserMeasures(): Promise<BrowserFigures> {
  return onPreview(async (browser) => {
    const loads = async (settings: MockSettings) => {
      const results = []
      for (let run = 0; run < runs; run++) results.push(await coldLoad(browser, settings))
      return results
    }
    const immediate = await loads({ delay: 0 })
    const delayed = await loads({})
    const pages = await paging(browser)
    return {
      firstRowJs: scriptFigures(immediate[0]?.firstRowScripts ?? []),
      firstRow: {
        delayed: median(delayed.map((load) => load.firstRow)),
        immediate: median(immediate.map((load) => load.firstRow)),
      },
      navigation: {
        delayed: median(delayed.map((load) => load.navigation)),
        immediate: median(immediate.map((load) => load.navigation)),
      },
      heapAfterList: median(immediate.map((load) => load.heap)),
      paging: pages,
    }
  })
}
