// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { mergeManifestFiles } from '../../../codegen/merge/manifest-load.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'
import { loadNexus } from './helpers.ts'

const defaults = {
  fleet: { read: 'viewer', change: 'admin', policy: 'admin' },
  silo: { read: 'viewer', change: 'collaborator', policy: 'admin' },
  project: { read: 'viewer', change: 'collaborator', policy: 'admin' },
}
const roles = (extra: Record<string, unknown> = {}) => ({
  ranks: ['admin', 'collaborator', 'viewer'],
  open: ['/v1/me'],
  fleet: ['/v1/system/'],
  projectParam: 'project',
  defaults,
  ...extra,
})

async function merged(rolesEntry: unknown) {
  const { model } = await loadNexus()
  const manifest = mergeManifestFiles([{ file: 'r.yaml', content: { roles: rolesEntry } }])
  return mergeManifest(model, manifest, { strict: true })
}

async function errorsOf(rolesEntry: unknown): Promise<string> {
  try {
    await merged(rolesEntry)
  } catch (error) {
    if (error instanceof CodegenError) return error.message
    throw error
  }
  throw new Error('expected the merge to fail')
}

describe('the role table', () => {
  it('gives every operation of the document a rule from the defaults and the overrides', async () => {
    const { registry } = await merged(
      roles({ operations: { instance_list: { role: 'collaborator' } } }),
    )
    const table = registry.roles!
    expect(table.operations.instance_stop).toEqual({ scope: 'project', role: 'collaborator' })
    expect(table.operations.instance_list).toEqual({ scope: 'project', role: 'collaborator' })
    expect(table.operations.current_user_view).toBeNull()
    expect(Object.keys(table.operations).length).toBeGreaterThan(100)
  })

  it('refuses a role, a scope or an operation the table does not know', async () => {
    const message = await errorsOf(
      roles({
        defaults: { ...defaults, silo: { ...defaults.silo, change: 'colaborator' } },
        operations: { instance_stopp: { scope: 'rack' } },
      }),
    )
    expect(message).toContain('unknown role "colaborator"')
    expect(message).toContain('instance_stopp')
    expect(message).toContain('unknown scope')
  })

  it('refuses a misspelled key of the roles entry', () => {
    expect(() =>
      mergeManifestFiles([{ file: 'r.yaml', content: { roles: roles({ rank: [] }) } }]),
    ).toThrow(/unknown key "rank"/)
  })
})
