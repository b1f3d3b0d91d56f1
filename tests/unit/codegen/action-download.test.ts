// @vitest-environment node
// A menu action whose operation answers a file (`download:`): its file name's `{field}`s are
// fields of the item, checked like any name and handed to the engine as its paths; a misspelled
// one is manifest drift, and an operation that takes a body cannot be one.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Model } from '../../../codegen/infer/index.ts'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { loadManifest } from '../../../codegen/merge/manifest-load.ts'
import type { ActionEntry, Manifest } from '../../../codegen/merge/manifest-types.ts'
import { loadPlatform, REPO_ROOT, strictMergeErrors } from './helpers.ts'

const MANIFEST = path.join(REPO_ROOT, 'openapi/manifest')

let model: Model

beforeAll(async () => {
  model = await loadPlatform()
}, 60_000)

/** our manifest, with the support bundle's download action changed as given */
function withDownload(change: Partial<ActionEntry>): Manifest {
  const manifest = loadManifest(MANIFEST)
  const bundle = manifest.kinds.find((candidate) => candidate.key === 'supportBundle')
  const download = bundle?.value.actions?.find((candidate) => candidate.name === 'download')
  if (download === undefined) throw new Error('our manifest has no support bundle download')
  Object.assign(download, change)
  return manifest
}

const downloadOf = (manifest: Manifest) =>
  mergeManifest(model, manifest, { strict: true }).registry.kinds.supportBundle?.actions.find(
    (action) => action.name === 'download',
  )

describe('a download action', () => {
  it('names the saved file by the item’s fields, as the engine reads them', () => {
    expect(downloadOf(loadManifest(MANIFEST))).toMatchObject({
      operation: 'support_bundle_download',
      allowedStates: ['active'],
      download: 'support-bundle-{id}.zip',
      disabledReason: 'Only {states} support bundles can be downloaded',
    })
    // a wire name becomes the engine's path
    const dated = withDownload({ download: 'bundle-{time_created}.zip' })
    expect(downloadOf(dated)?.download).toBe('bundle-{timeCreated}.zip')
  })

  it('reports a field the item does not have, with the nearest names', () => {
    expect(
      strictMergeErrors(model, withDownload({ download: 'support-bundle-{idd}.zip' })),
    ).toEqual([
      expect.stringMatching(
        /experimental\.yaml: kinds\.supportBundle\.actions\[0\]\.download: unknown field "idd" in SupportBundleInfo \(known: id,/,
      ),
    ])
  })

  it('refuses an operation that takes a body: a download sends none', () => {
    const errors = strictMergeErrors(
      model,
      withDownload({ operation: 'support_bundle_update', download: 'x.zip' }),
    )
    expect(errors).toEqual([
      expect.stringContaining(
        'download: support_bundle_update takes a body; a download sends none',
      ),
    ])
  })
})
