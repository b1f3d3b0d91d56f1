// Validates a merged document with swagger-parser and maps its findings back to the file and
// JSON pointer a person edits.
import { activeCache, documentHash } from '../cache.ts'
import { CodegenError, type Problem } from '../util/diagnostics.ts'
import { fromPointer, isObject, toPointer, type JsonObject } from '../util/json.ts'
import type { Origins } from './origins.ts'

interface AjvDetail {
  instancePath?: string
  message?: string
  params?: Record<string, unknown>
}

export async function validateDocument(document: JsonObject, origins: Origins): Promise<void> {
  // a document found valid once is valid again: only a passing result is kept
  const cache = activeCache()
  const passed = cache?.key('valid', documentHash(document))
  if (passed !== undefined && cache?.read(passed) !== undefined) return
  // loaded only when a document is validated: most runs find the result cached
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser')
  try {
    // validate() dereferences in place: give it a copy so the caller keeps the $refs
    await SwaggerParser.validate(structuredClone(document) as never)
  } catch (error) {
    throw new CodegenError(problemsOf(error, origins))
  }
  if (passed !== undefined) cache?.write(passed, 'valid\n')
}

export function problemsOf(error: unknown, origins: Origins): Problem[] {
  const at = (pointer: string): Problem => ({
    file: origins.fileOf(pointer),
    at: pointer,
    reason: '',
  })
  if (isObject(error) && Array.isArray(error.details) && error.details.length > 0) {
    return dedupe(
      (error.details as AjvDetail[]).map((detail) => {
        const pointer = normalizePointer(detail.instancePath ?? '')
        const extra = detail.params?.additionalProperty
        const reason = `${detail.message ?? 'invalid'}${typeof extra === 'string' ? ` (${extra})` : ''}`
        return { ...at(pointer), reason }
      }),
    )
  }
  if (isObject(error) && typeof error.parentPath === 'string') {
    const pointer = normalizePointer(error.parentPath)
    return [{ ...at(pointer), reason: String(error.message) }]
  }
  const reason = error instanceof Error ? error.message : String(error)
  // swagger-parser's own checks (duplicate operation ids, path parameters) name the place in prose
  const quoted = /"(\/[^"]*)"/.exec(reason)?.[1]
  const pointer = quoted === undefined ? '' : toPointer(['paths', quoted])
  return [{ ...at(pointer), reason }]
}

/** `#/paths/~1a` (URI fragment, maybe percent-encoded) → `/paths/~1a` */
function normalizePointer(pointer: string): string {
  return toPointer(fromPointer(pointer))
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>()
  return problems.filter((problem) => {
    const key = `${problem.at} ${problem.reason}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
