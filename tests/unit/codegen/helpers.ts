// Shared by the codegen tests: where the real platform document is, and small fixtures.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inferModel, type Model } from '../../../codegen/infer/index.ts'
import { loadDocument, type LoadedDocument } from '../../../codegen/load/index.ts'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import type { Manifest } from '../../../codegen/merge/manifest-types.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const REPO_ROOT = path.resolve(here, '../../..')
// beside the main checkout, or two levels up from a worktree under wt/<name>
export const NEXUS =
  ['..', '../..']
    .map((up) => path.resolve(REPO_ROOT, up, 'shared/platform-api/nexus.json'))
    .find((file) => fs.existsSync(file)) ??
  path.resolve(REPO_ROOT, '../shared/platform-api/nexus.json')
export const FIXTURES = path.join(here, 'fixtures')

let nexus: Promise<{ loaded: LoadedDocument; model: Model }> | undefined

/** nexus.json loaded, normalized and inferred once per test file */
export function loadNexus(): Promise<{ loaded: LoadedDocument; model: Model }> {
  nexus ??= loadDocument(NEXUS).then((loaded) => ({
    loaded,
    model: inferModel(normalizeDocument(loaded.document)),
  }))
  return nexus
}

let platform: Promise<Model> | undefined

/** our own document (openapi/platform) loaded, normalized and inferred once per test file */
export function loadPlatform(): Promise<Model> {
  platform ??= loadDocument(path.join(REPO_ROOT, 'openapi/platform')).then((loaded) =>
    inferModel(normalizeDocument(loaded.document)),
  )
  return platform
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `codegen-${prefix}-`))
}

/** writes files (name → content; objects as JSON) into a fresh temp folder */
export function writeFiles(files: Record<string, unknown>): string {
  const dir = tempDir('fixture')
  for (const [name, content] of Object.entries(files)) {
    const text = typeof content === 'string' ? content : JSON.stringify(content)
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  return dir
}

/** the lines of the error a strict merge of `manifest` onto `model` must stop with */
export function strictMergeErrors(model: Model, manifest: Manifest): string[] {
  try {
    mergeManifest(model, manifest, { strict: true })
  } catch (error) {
    if (error instanceof CodegenError) return error.message.split('\n')
    throw error
  }
  throw new Error('expected the merge to fail')
}
