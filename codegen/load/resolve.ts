// Turns a document spread over several files into one: `$ref`s to other files resolve from the
// file that writes them (not the working directory) and land in `components` under their
// names, by Redocly's bundler, which knows what each referenced part is (schema, parameter,
// response, path item). Loaded only when a document has such references.
import fs from 'node:fs'
import { recordInput } from '../cache.ts'
import type { Problem } from '../util/diagnostics.ts'
import { fromPointer, isObject, toPointer, type JsonObject } from '../util/json.ts'
import { displayPath } from './parse.ts'

export function hasExternalRefs(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasExternalRefs)
  if (!isObject(value)) return false
  const ref = value.$ref
  if (typeof ref === 'string' && !ref.startsWith('#')) return true
  return Object.values(value).some(hasExternalRefs)
}

export async function bundleExternalRefs(
  document: JsonObject,
  rootPath: string,
): Promise<{ document: JsonObject; problems: Problem[] }> {
  const { bundle, createConfig, Source } = await import('@redocly/openapi-core')
  const rootFile = displayPath(rootPath)
  try {
    const config = await createConfig({})
    const result = await bundle({
      doc: { source: new Source(rootPath, JSON.stringify(document)), parsed: document },
      config,
      dereference: false,
    })
    for (const file of result.fileDependencies) {
      if (fs.existsSync(file)) recordInput(file, fs.readFileSync(file, 'utf8'))
    }
    const problems = result.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem): Problem => {
        const location = problem.location[0]
        const file = location === undefined ? rootFile : displayPath(location.source.absoluteRef)
        const at = location === undefined ? '' : toPointer(fromPointer(location.pointer ?? ''))
        return { file, at, reason: problem.message }
      })
    return { document: result.bundle.parsed as JsonObject, problems }
  } catch (error) {
    const reason = `cannot resolve the document's $refs: ${error instanceof Error ? error.message : String(error)}`
    return { document, problems: [{ file: rootFile, at: '', reason }] }
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/**
 * Path items and operations written as a `$ref` to another place in the document are copied
 * in: the later steps (and the type generator) read paths as written.
 */
export function inlinePathItemRefs(document: JsonObject): Omit<Problem, 'file'>[] {
  const problems: Omit<Problem, 'file'>[] = []
  const paths = document.paths
  if (!isObject(paths)) return problems
  const follow = (holder: JsonObject, at: string[]): JsonObject | undefined => {
    const seen = new Set<string>()
    let current = holder
    while (typeof current.$ref === 'string') {
      const ref = current.$ref
      if (seen.has(ref) || !ref.startsWith('#')) {
        problems.push({ at: toPointer(at), reason: `cannot follow $ref "${ref}"` })
        return undefined
      }
      seen.add(ref)
      const { $ref: _ref, ...siblings } = current
      const target = resolvePointer(document, ref)
      if (!isObject(target)) {
        problems.push({ at: toPointer(at), reason: `$ref "${ref}" points at nothing` })
        return undefined
      }
      current = { ...structuredClone(target), ...siblings }
    }
    return current
  }
  for (const [key, item] of Object.entries(paths)) {
    if (!isObject(item)) continue
    const resolved = follow(item, ['paths', key])
    if (resolved === undefined) continue
    for (const method of METHODS) {
      const operation = resolved[method]
      if (!isObject(operation) || typeof operation.$ref !== 'string') continue
      const inlined = follow(operation, ['paths', key, method])
      if (inlined !== undefined) resolved[method] = inlined
    }
    paths[key] = resolved
  }
  return problems
}

/** the value at an internal `$ref` (`#/components/schemas/A`), or undefined */
export function resolvePointer(document: unknown, ref: string): unknown {
  let current = document
  for (const segment of fromPointer(ref)) {
    if (Array.isArray(current)) current = current[Number(segment)]
    else if (isObject(current) && Object.hasOwn(current, segment)) current = current[segment]
    else return undefined
  }
  return current
}
