// @vitest-environment node
// A row action's `seed:` (body field ← row field): on our document and manifest, stopping a BFD
// session and adding a sled take their whole body from the row and so need no form; a seed
// that leaves a required field out keeps the form, prefilled; a misspelled seed, on either
// side, is manifest drift like any other (an error when strict, a warning and dropped when not).
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Model } from '../../../codegen/infer/index.ts'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { loadManifest, mergeManifestFiles } from '../../../codegen/merge/manifest-load.ts'
import type { Manifest } from '../../../codegen/merge/manifest-types.ts'
import { loadPlatform, REPO_ROOT, strictMergeErrors } from './helpers.ts'

const MANIFEST = path.join(REPO_ROOT, 'openapi/manifest')

let model: Model

beforeAll(async () => {
  model = await loadPlatform()
}, 60_000)

/** our manifest, with one action of one kind seeded as given */
function seededAs(kind: string, action: string, seed: Record<string, string>): Manifest {
  const manifest = loadManifest(MANIFEST)
  const entry = manifest.kinds.find((candidate) => candidate.key === kind)
  const found = entry?.value.actions?.find((candidate) => candidate.name === action)
  if (found === undefined) throw new Error(`our manifest has no ${kind} action ${action}`)
  found.seed = seed
  return manifest
}

const actionOf = (manifest: Manifest, kind: string, action: string, strict = true) =>
  mergeManifest(model, manifest, { strict }).registry.kinds[kind]?.actions.find(
    (candidate) => candidate.name === action,
  )

const errorsOf = (manifest: Manifest) => strictMergeErrors(model, manifest)

describe('row actions seeded from their row', () => {
  it('send what the row says and ask for nothing when every required field is seeded', () => {
    const manifest = loadManifest(MANIFEST)
    const stop = actionOf(manifest, 'bfdSession', 'disable')
    expect(stop?.seed).toEqual({ remote: 'peer', switch: 'switch' })
    expect(stop?.form).toBeUndefined()
    // a nested row field, by its dotted path as the engine reads it
    const add = actionOf(manifest, 'uninitializedSled', 'add')
    expect(add?.seed).toEqual({ part: 'baseboard.part', serial: 'baseboard.serial' })
    expect(add?.form).toBeUndefined()
  })

  it('keep the form, prefilled, when a required field is left to ask', () => {
    const stop = actionOf(
      seededAs('bfdSession', 'disable', { remote: 'peer' }),
      'bfdSession',
      'disable',
    )
    expect(stop).toMatchObject({ form: 'bfd-session-disable', seed: { remote: 'peer' } })
  })

  it('report a misspelled body field like other manifest drift', () => {
    const manifest = seededAs('bfdSession', 'disable', { remot: 'peer', switch: 'switch' })
    expect(errorsOf(manifest)).toEqual([
      expect.stringMatching(
        /system-networking\.yaml: kinds\.bfdSession\.actions\[0\]\.seed\.remot: unknown field "remot" in the networking_bfd_disable body \(known: remote, switch\)$/,
      ),
    ])
    // off our document it is a warning, and the action asks for what it could not seed
    const { warnings, registry } = mergeManifest(model, manifest, { strict: false })
    expect(warnings).toEqual([expect.stringContaining('seed.remot: unknown field "remot"')])
    expect(registry.kinds.bfdSession?.actions[0]).toMatchObject({
      form: 'bfd-session-disable',
      seed: { switch: 'switch' },
    })
  })

  it('report a misspelled row field, nested ones by their last step', () => {
    const errors = errorsOf(
      seededAs('bfdSession', 'disable', { remote: 'peeer', switch: 'switch' }),
    )
    expect(errors).toEqual([
      expect.stringMatching(/seed\.remote: unknown field "peeer" in BfdStatus \(known: peer,/),
    ])
    const nested = seededAs('uninitializedSled', 'add', {
      part: 'baseboard.part',
      serial: 'baseboard.serail',
    })
    expect(errorsOf(nested)).toEqual([
      expect.stringMatching(
        /system\.yaml: kinds\.uninitializedSled\.actions\[0\]\.seed\.serial: unknown field "baseboard\.serail" in \w+ \(known: serial,/,
      ),
    ])
  })

  it('report a misspelled `seed` key with the name it was meant to be', () => {
    const action = { name: 'disable', operation: 'networking_bfd_disable', sed: { remote: 'peer' } }
    expect(() =>
      mergeManifestFiles([{ file: 'm.yaml', content: { kinds: { bfd: { actions: [action] } } } }]),
    ).toThrow('m.yaml: kinds.bfd.actions[0].sed: unknown key "sed" (did you mean "seed"?)')
  })
})
