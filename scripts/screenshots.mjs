// Takes headless-Chromium screenshots of a few pages in light and dark, to look at them.
// Usage: node scripts/screenshots.mjs [baseURL] (the app must be served, e.g. `npm start`).
import { chromium } from '@playwright/test'
import fs from 'node:fs'

const base = process.argv[2] ?? 'http://127.0.0.1:4173'
const pages = (
  process.env.PAGES ?? '/projects,/projects/mock-project/instances,/projects-new'
).split(',')
fs.mkdirSync('.screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const theme of ['light', 'dark']) {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 860 },
    colorScheme: theme,
  })
  await context.addInitScript((t) => {
    localStorage.setItem('mock-config', JSON.stringify({ delay: 0 }))
    localStorage.setItem('theme', t)
  }, theme)
  const page = await context.newPage()
  for (const route of pages) {
    await page.goto(base + route)
    await page.waitForTimeout(1200)
    const file = `.screenshots/${theme}${route.replaceAll('/', '_')}.png`
    await page.screenshot({ path: file })
    console.log(file)
  }
  await context.close()
}
await browser.close()
