// `npm run crawl -- <document|corpus name> [--manifest <file|folder>] [--out <dir>]`: the full
// crawl CI runs on its foreign consoles (tests/e2e/crawl-foreign.spec.ts), on any other
// document: builds its console with build:doc, serves it on PORT + 800 and crawls it (every nav
// page, the first item of up to 40 lists with their tabs, every create form submitted on the
// mock). A held-out document is checked this way, outside CI; the counts and every problem are
// printed. A corpus document can be named (`npm run crawl -- gitea`, scripts/corpus).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { CORPUS } from './corpus/documents.ts'
import { fetchCorpus } from './corpus/fetch.ts'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const out = outAt >= 0 ? (args[outAt + 1] ?? 'tmp/crawl') : 'tmp/crawl'
const rest = outAt >= 0 ? args.filter((_, i) => i !== outAt && i !== outAt + 1) : args
const named = CORPUS.find((entry) => entry.name === rest[0])
const spec = named ? fetchCorpus([named]).get(named) : rest[0]
if (spec === undefined) {
  console.error('usage: npm run crawl -- <document|corpus name> [--manifest <file>] [--out <dir>]')
  process.exit(2)
}

const run = (command: string, list: string[], env: NodeJS.ProcessEnv = process.env) => {
  const result = spawnSync(command, list, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npx', ['tsx', 'scripts/build-doc.ts', spec, ...rest.slice(1), '--out', out])
// Playwright serves the platform's console beside it (playwright.config.ts): build it if absent
if (!fs.existsSync('dist/index.html')) run('npx', ['vite', 'build', '--logLevel', 'warn'])

const port = Number(process.env.PORT ?? 4173)
const crawlPort = port + 800
const preview = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--outDir',
    `${out}/dist`,
    '--host',
    '127.0.0.1',
    '--port',
    String(crawlPort),
    '--strictPort',
  ],
  { stdio: 'ignore', detached: true },
)
// the crawl starts once the preview answers
for (let tries = 0; tries < 60; tries += 1) {
  const up = await fetch(`http://127.0.0.1:${crawlPort}/`).then(
    (response) => response.ok,
    () => false,
  )
  if (up) break
  await new Promise((resolve) => setTimeout(resolve, 500))
}
const started = Date.now()
const result = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    'tests/e2e/crawl-foreign.spec.ts',
    '--project=chromium',
    '--workers=1',
    '--reporter=list',
  ],
  { stdio: 'inherit', env: { ...process.env, CRAWL_PORT: String(crawlPort) } },
)
// the preview and the npx that started it form one process group
if (preview.pid !== undefined) process.kill(-preview.pid)
console.log(`crawl: ${spec} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(result.status ?? 1)
