// Builds a console's generated code from each corpus document with no manifest, as an API team
// would on first contact, and reads off what a reviewer needs: kinds, pages, operations placed.
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { runPipeline } from '../../codegen/pipeline.ts'
import type { CorpusDocument } from './documents.ts'

export interface CorpusResult {
  document: CorpusDocument
  openapi: string
  files: Map<string, string>
  kinds: number
  /** list pages a person can open from the navigation */
  listPages: number
  placed: number
  unplaced: Map<string, string>
  warnings: string[]
  ms: number
}

/** the `openapi` field of a document's root file (JSON or YAML) */
export function openapiVersion(file: string): string {
  const text = fs.readFileSync(file, 'utf8')
  // JSON.parse reads the large JSON documents many times faster than a YAML parser
  const raw = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as { openapi?: unknown }
  return typeof raw.openapi === 'string' ? raw.openapi : '?'
}

export async function generateFrom(document: CorpusDocument, file: string): Promise<CorpusResult> {
  const started = performance.now()
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `corpus-${document.name}-`))
  const result = await runPipeline({ spec: file, strict: false, out })
  return {
    document,
    openapi: openapiVersion(file),
    files: result.files,
    kinds: Object.keys(result.registry.kinds).length,
    listPages: result.registry.routes.filter((route) => route.page.type === 'list').length,
    placed: result.placement.placed.size,
    unplaced: result.placement.unplaced,
    warnings: result.warnings,
    ms: Math.round(performance.now() - started),
  }
}
