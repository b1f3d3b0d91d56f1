/**
 * `npm run dev`: Vite's dev server, on the in-page mock or, with `-- --api <url>` (or
 * CONSOLE_API=<url>), in front of a real platform (tooling/vite/live-platform.ts). Vite's CLI
 * refuses flags it does not know, so `--api` is taken out here; the rest goes to Vite.
 */
import { spawn } from 'node:child_process'

const args = process.argv.slice(2)
const flag = args.indexOf('--api')
const env = { ...process.env }
if (flag >= 0) {
  const url = args[flag + 1]
  if (!url)
    throw new Error('--api needs the platform URL: npm run dev -- --api https://rack.example')
  env.CONSOLE_API = url
  args.splice(flag, 2)
}
const vite = spawn('npx', ['vite', ...args], { stdio: 'inherit', env })
vite.on('exit', (code) => process.exit(code ?? 1))
