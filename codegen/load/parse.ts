// Reads one JSON or YAML file into a value, with errors that name the file and the line.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import { activeCache, recordInput, sha } from '../cache.ts'
import { CodegenError } from '../util/diagnostics.ts'

export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') ? file : relative
}

export function parseFile(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8')
  recordInput(file, text)
  const cache = activeCache()
  // YAML parsing is slow on large documents; the same text parses to the same value
  if (cache === undefined || file.endsWith('.json') || text.length < 4096)
    return parseText(text, file)
  const name = cache.key('parsed', sha(text))
  const stored = cache.read(name)
  if (stored !== undefined) return JSON.parse(stored) as unknown
  const value = parseText(text, file)
  cache.write(name, JSON.stringify(value))
  return value
}

export function parseText(text: string, file: string): unknown {
  const shown = displayPath(file)
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(text)
    } catch (error) {
      throw new CodegenError([{ file: shown, at: '', reason: `invalid JSON: ${message(error)}` }])
    }
  }
  try {
    // `uniqueKeys` (the default) turns a key written twice into an error instead of a silent overwrite
    return parseYaml(text, { prettyErrors: true, uniqueKeys: true })
  } catch (error) {
    const line = error instanceof YAMLParseError ? error.linePos?.[0]?.line : undefined
    const at = line === undefined ? '' : `line ${line}`
    const reason = `invalid YAML: ${message(error).split('\n')[0] ?? ''}`
    throw new CodegenError([{ file: shown, at, reason }])
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
