// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : [full]
  })
}

// the option as a key of a ui schema or of ui options: `"ui:enableMarkdownInHelp": true`
const askingForMarkdown = /(ui:)?enableMarkdownIn(Description|Help)["']?\s*:/

describe('forms render descriptions and help as text', () => {
  // vite.config.ts swaps the form library's markdown parser for plain text
  it('no form, manifest or code asks the form library for markdown', () => {
    const sources = ['src', 'codegen', 'openapi'].flatMap((dir) => files(path.join(root, dir)))
    const asking = sources
      .filter((file) => /\.(tsx?|json|ya?ml)$/.test(file))
      .filter((file) => askingForMarkdown.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(asking).toEqual([])
  })
})
