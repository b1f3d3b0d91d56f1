// Step 1: read the document (one file, a folder of fragments, or files joined by `$ref`s),
// resolve it into one document and check it. Every problem names the file, the JSON pointer
// and the reason.
import { CodegenError, type Problem } from '../util/diagnostics.ts'
import type { JsonObject } from '../util/json.ts'
import type { Document } from '../util/openapi.ts'
import { documentProblems, refProblems } from './checks.ts'
import { mergeFragments } from './fragments.ts'
import { dropDanglingMappings } from './mappings.ts'
import type { Origins } from './origins.ts'
import { bundleExternalRefs, hasExternalRefs, inlinePathItemRefs } from './resolve.ts'
import { readSources } from './sources.ts'
import { validateDocument } from './validate.ts'
import { versionProblems } from './version.ts'

export interface LoadedDocument {
  /** the merged document, internal $refs kept, as written (OpenAPI 3.0 or 3.1) */
  document: Document
  origins: Origins
  /** the files read by name (root first); files reached by `$ref` are not listed */
  files: string[]
  /** what was repaired rather than refused (dangling discriminator mappings) */
  repairs: Problem[]
}

/** the document read, resolved and checked, and validated against the OpenAPI schema */
export async function loadDocument(specPath: string): Promise<LoadedDocument> {
  const loaded = await resolveDocument(specPath)
  await validateDocument(loaded.document as never, loaded.origins)
  return loaded
}

/** the document read, resolved and checked; validation is the caller's next step */
export async function resolveDocument(specPath: string): Promise<LoadedDocument> {
  const { rootPath, root, fragments } = readSources(specPath)
  fail(versionProblems(root))
  const merged = mergeFragments(root, fragments)
  fail(merged.problems)
  const { origins } = merged
  const located = (findings: Omit<Problem, 'file'>[]): Problem[] =>
    findings.map((finding) => ({ file: origins.fileOf(finding.at), ...finding }))
  let document: JsonObject = merged.document
  if (hasExternalRefs(document)) {
    // references within the root are checked first: the bundler loops on circular ones
    fail(located(refProblems(document)))
    const bundled = await bundleExternalRefs(document, rootPath)
    fail(bundled.problems)
    document = bundled.document
  }
  fail(located(inlinePathItemRefs(document)))
  fail(located(documentProblems(document)))
  const repairs = located(dropDanglingMappings(document))
  return {
    document: document as unknown as Document,
    origins,
    files: [root.file, ...fragments.map((fragment) => fragment.file)],
    repairs,
  }
}

function fail(problems: Problem[]): void {
  if (problems.length > 0) throw new CodegenError(problems)
}
