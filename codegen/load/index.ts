// Step 1: read the document (one file, or a folder of fragments), merge and validate it.
import fs from 'node:fs'
import path from 'node:path'
import { CodegenError } from '../util/diagnostics.ts'
import type { Document } from '../util/openapi.ts'
import { mergeFragments, type SourceFile } from './fragments.ts'
import type { Origins } from './origins.ts'
import { displayPath, parseFile } from './parse.ts'
import { validateDocument } from './validate.ts'

export interface LoadedDocument {
  /** the merged document, $refs kept, as written (OpenAPI 3.0 or 3.1) */
  document: Document
  origins: Origins
  /** every file read, in read order */
  files: string[]
}

export const ROOT_FILE = 'openapi.yaml'

export async function loadDocument(specPath: string): Promise<LoadedDocument> {
  const { root, fragments } = readSources(specPath)
  const merged = mergeFragments(root, fragments)
  if (merged.problems.length > 0) throw new CodegenError(merged.problems)
  await validateDocument(merged.document, merged.origins)
  return {
    document: merged.document as unknown as Document,
    origins: merged.origins,
    files: [root.file, ...fragments.map((fragment) => fragment.file)],
  }
}

function readSources(specPath: string): { root: SourceFile; fragments: SourceFile[] } {
  if (!fs.existsSync(specPath)) {
    throw new CodegenError([
      { file: displayPath(specPath), at: '', reason: 'no such file or folder' },
    ])
  }
  if (!fs.statSync(specPath).isDirectory()) {
    return { root: read(specPath), fragments: [] }
  }
  const rootPath = path.join(specPath, ROOT_FILE)
  if (!fs.existsSync(rootPath)) {
    throw new CodegenError([
      { file: displayPath(specPath), at: '', reason: `the folder has no ${ROOT_FILE}` },
    ])
  }
  const fragments = fs
    .readdirSync(specPath)
    .filter((name) => /\.ya?ml$/.test(name) && name !== ROOT_FILE)
    .sort()
    .map((name) => read(path.join(specPath, name)))
  return { root: read(rootPath), fragments }
}

function read(file: string): SourceFile {
  return { file: displayPath(file), content: parseFile(file) }
}
