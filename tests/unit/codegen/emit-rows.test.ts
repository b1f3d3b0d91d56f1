// @vitest-environment node
// `rows.ts` (KindRows): the row type an override of each kind receives, named by the model of
// what the kind's list (or view) answers, so the facade's `defineActions<'instance'>` types its
// rows. tests/types/row-typing.ts proves the types refuse a misspelling; this, what is emitted.
import { describe, expect, it } from 'vitest'
import { emitRows } from '../../../codegen/emit/rows.ts'
import { inferModel } from '../../../codegen/infer/index.ts'
import { mergeManifest, registryWithoutManifest } from '../../../codegen/merge/index.ts'
import { mergeManifestFiles } from '../../../codegen/merge/manifest-load.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import type { Document } from '../../../codegen/util/openapi.ts'
import { restThings } from './fixtures/rest-things.ts'
import { loadNexus } from './helpers.ts'

function rowsOf(document: Document): string {
  const model = inferModel(normalizeDocument(document))
  return emitRows(registryWithoutManifest(model), model.operations)
}

describe('the kinds’ row types', () => {
  it('name the model each kind’s list answers, imported from models.ts', () => {
    const text = rowsOf(structuredClone(restThings) as unknown as Document)
    expect(text).toContain('export interface KindRows {')
    expect(text).toContain("  'thing': Thing\n")
    expect(text).toContain("  'thingPart': Part\n")
    expect(text).toContain("import type {\n  Part,\n  Thing,\n} from './models'")
  })

  it('leave a row of an inline item schema untyped, with no model to import', () => {
    const document = structuredClone(restThings) as unknown as Document
    const parts = document.paths?.['/v2/things/{id}/parts']?.get?.responses?.['200']
    const media = parts?.content?.['application/json']
    if (media === undefined) throw new Error('fixture changed')
    media.schema = {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' } } },
    }
    const text = rowsOf(document)
    expect(text).toContain("  'thingPart': Record<string, unknown>\n")
    expect(text).not.toMatch(/^ {2}Part,$/m)
  })

  it('row a list read from a one-array envelope by its items, and a kind by its view too', async () => {
    const { model } = await loadNexus()
    const manifest = mergeManifestFiles([
      {
        file: 'm.yaml',
        content: {
          kinds: {
            roleAssignment: { ops: { list: 'policy_view' } },
            networkingAddressLot: {},
            instance: {},
          },
        },
      },
    ])
    const { registry } = mergeManifest(model, manifest, { strict: false })
    const text = emitRows(registry, model.operations)
    // the policy answers `{ role_assignments: [...] }`: the rows are its assignments
    expect(text).toContain("  'roleAssignment': SiloRoleRoleAssignment\n")
    expect(text).not.toContain("'roleAssignment': SiloRolePolicy")
    // an address lot's page shows its view's object, which differs from a list row
    expect(text).toContain("  'networkingAddressLot': AddressLot | AddressLotViewResponse\n")
    expect(text).toContain("  'instance': Instance\n")
  })
})
