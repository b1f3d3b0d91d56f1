// The whole codegen run as one function: load → normalize → infer → merge → emit.
import type { Registry } from '../src/engine/registry/types.ts'
import { emitFiles } from './emit/index.ts'
import { FILE_LIST, fileListText } from './emit/write.ts'
import { inferModel } from './infer/index.ts'
import { addColumnReferences, declareReferences } from './infer/references.ts'
import { CodegenError } from './util/diagnostics.ts'
import { loadDocument } from './load/index.ts'
import { mergeManifest, registryWithoutManifest } from './merge/index.ts'
import { loadManifest } from './merge/manifest-load.ts'
import { normalizeDocument } from './normalize/index.ts'

export interface PipelineOptions {
  spec: string
  /** a manifest file or folder; undefined = no manifest */
  manifest?: string
  /** unknown references in the manifest fail the run (else they are warnings and dropped) */
  strict: boolean
  /** where the output will be written */
  out: string
}

export interface PipelineResult {
  files: Map<string, string>
  registry: Registry
  warnings: string[]
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const loaded = await loadDocument(options.spec)
  let model = inferModel(normalizeDocument(loaded.document))
  const warnings: string[] = []
  let registry: Registry
  if (options.manifest === undefined) {
    registry = registryWithoutManifest(model)
  } else {
    const manifest = loadManifest(options.manifest)
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
  const files = await emitFiles({ bundled: loaded.document, model, registry })
  files.set(FILE_LIST, fileListText(files.keys()))
  return { files, registry, warnings }
}
