// The whole codegen run as one function: load → normalize → infer → merge → emit.
import type { Registry } from '../src/contract/index.ts'
import { emitFiles } from './emit/index.ts'
import { kindLimits, type KindLimits } from './emit/rules.ts'
import { FILE_LIST, fileListText } from './emit/write.ts'
import { inferModel } from './infer/index.ts'
import { addColumnReferences, declareReferences } from './infer/references.ts'
import { wireKeysOf } from './infer/wire-keys.ts'
import { startApiTypes } from './emit/api-types.ts'
import { resolveDocument } from './load/index.ts'
import { validateDocument } from './load/validate.ts'
import { mergeManifest, registryWithoutManifest } from './merge/index.ts'
import { loadManifest } from './merge/manifest-load.ts'
import { placeOperations, type Placement } from './merge/placement.ts'
import { normalizeDocument } from './normalize/index.ts'
import { CodegenError, formatProblem } from './util/diagnostics.ts'

export interface PipelineOptions {
  spec: string
  /** a manifest file or folder; undefined = no manifest */
  manifest?: string
  /** unknown references in the manifest fail the run (else they are warnings and dropped) */
  strict: boolean
  /** where the output will be written */
  out: string
  /**
   * how the type files (keys.ts, models.ts) import the contract: `../contract` when they sit in
   * `out` (which is one folder below the contract), deeper when they sit in a folder of it
   */
  contract?: string
}

export interface PipelineResult {
  files: Map<string, string>
  registry: Registry
  warnings: string[]
  /** where each operation landed, and why the others did not */
  placement: Placement
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const loaded = await resolveDocument(options.spec)
  // the types take longest: they are generated (on a worker, when prebuilt) while this thread
  // validates, infers and emits the rest
  const apiTypes = typed(startApiTypes(loaded.document), loaded.files[0] ?? options.spec)
  apiTypes.catch(() => undefined) // awaited below; a failure before then is not unhandled
  await validateDocument(loaded.document as never, loaded.origins)
  let model = inferModel(normalizeDocument(loaded.document))
  const warnings = loaded.repairs.map(formatProblem)
  let registry: Registry
  let limits: KindLimits = new Map()
  if (options.manifest === undefined) {
    registry = registryWithoutManifest(model)
  } else {
    const manifest = loadManifest(options.manifest)
    limits = kindLimits(manifest.kinds)
    const merged = mergeManifest(model, manifest, { strict: options.strict })
    registry = merged.registry
    model = { ...model, items: merged.items }
    warnings.push(...merged.warnings)
    const problems = declareReferences(
      registry,
      manifest.kinds.map((entry) => ({ ...entry, references: entry.value.references })),
    )
    if (problems.length > 0 && options.strict) throw new CodegenError(problems)
  }
  addColumnReferences(registry)
  const wireKeys = wireKeysOf(loaded.document as never)
  if (Object.keys(wireKeys.exceptions).length > 0) registry.wireKeys = wireKeys.exceptions
  warnings.push(...wireKeys.clashes)
  const files = await emitFiles({
    bundled: loaded.document,
    model,
    registry,
    apiTypes,
    limits,
    contract: options.contract ?? '../contract',
    warn: (message) => warnings.push(message),
  })
  files.set(FILE_LIST, fileListText(files.keys()))
  const placement = placeOperations(model, registry, { byKind: options.manifest !== undefined })
  return { files, registry, warnings, placement }
}

/** a failure of the type generator, reported against the document like any other problem */
async function typed(types: Promise<string>, file: string): Promise<string> {
  try {
    return await types
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new CodegenError([
      { file, at: '', reason: `openapi-typescript cannot type it: ${message}` },
    ])
  }
}
