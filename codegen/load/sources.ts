// Which files make up a document: `--spec` names a file (the root) or a folder. In a folder the
// root is the file with `openapi:` (or `swagger:`, to refuse it by name) at its top level, looked
// for at the top first and then in subfolders; the root's sibling files that hold only `paths`
// and `components` are fragments merged into it (our own document's layout). Files reached
// through `$ref`s are read later, by the resolver.
import fs from 'node:fs'
import path from 'node:path'
import { CodegenError } from '../util/diagnostics.ts'
import { isObject } from '../util/json.ts'
import type { SourceFile } from './fragments.ts'
import { displayPath, parseFile } from './parse.ts'

export interface Sources {
  /** absolute path of the root file: relative `$ref`s in it resolve from its folder */
  rootPath: string
  root: SourceFile
  fragments: SourceFile[]
}

const DOCUMENT_FILE = /\.(ya?ml|json)$/
const ROOT_KEY_YAML = /^["']?(openapi|swagger)["']?\s*:/m
/** how deep below the given folder a root document is looked for */
const MAX_DEPTH = 3
const FRAGMENT_KEYS = ['paths', 'components']

export function readSources(specPath: string): Sources {
  if (!fs.existsSync(specPath)) {
    throw new CodegenError([
      { file: displayPath(specPath), at: '', reason: 'no such file or folder' },
    ])
  }
  if (!fs.statSync(specPath).isDirectory()) {
    const rootPath = path.resolve(specPath)
    return { rootPath, root: read(rootPath), fragments: [] }
  }
  const rootPath = findRoot(path.resolve(specPath))
  const folder = path.dirname(rootPath)
  const root = read(rootPath)
  const fragments = documentFiles(folder)
    .filter((file) => file !== rootPath)
    .map(read)
    .filter((source) => isFragment(source.content))
  return { rootPath, root, fragments }
}

/** a sibling file that contributes `paths` or `components` and is no document of its own */
function isFragment(content: unknown): boolean {
  return (
    isObject(content) &&
    !('openapi' in content) &&
    !('swagger' in content) &&
    FRAGMENT_KEYS.some((key) => key in content)
  )
}

function findRoot(folder: string): string {
  let level = [folder]
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth += 1) {
    const candidates = level.flatMap(documentFiles).filter(looksLikeRoot)
    if (candidates.length === 1) return candidates[0] as string
    if (candidates.length > 1) {
      // a conventional name settles it; otherwise the person has to say which one
      const named = candidates.filter((file) => /^openapi\.(ya?ml|json)$/.test(path.basename(file)))
      if (named.length === 1) return named[0] as string
      throw new CodegenError([
        {
          file: displayPath(folder),
          at: '',
          reason: `the folder holds several root documents (${candidates.map(displayPath).join(', ')}); pass one of them with --spec`,
        },
      ])
    }
    level = level.flatMap(subfolders)
  }
  throw new CodegenError([
    {
      file: displayPath(folder),
      at: '',
      reason: 'no root document found (a YAML or JSON file with `openapi:` at its top level)',
    },
  ])
}

function looksLikeRoot(file: string): boolean {
  const text = fs.readFileSync(file, 'utf8')
  // a YAML file may hold JSON (flow style): only then is it parsed to look at its keys
  if (!file.endsWith('.json') && !text.trimStart().startsWith('{')) return ROOT_KEY_YAML.test(text)
  const content = parseFile(file)
  return isObject(content) && ('openapi' in content || 'swagger' in content)
}

function documentFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && DOCUMENT_FILE.test(entry.name))
    .map((entry) => path.join(folder, entry.name))
    .sort()
}

function subfolders(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => entry.name !== 'node_modules')
    .map((entry) => path.join(folder, entry.name))
    .sort()
}

function read(file: string): SourceFile {
  return { file: displayPath(file), content: parseFile(file) }
}
