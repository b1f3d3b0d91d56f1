// @vitest-environment node
// The manifest's `shell:` section: the only way the engine learns which operation of the
// document signs in, reads a policy or queries timeseries, so every name in it is checked.
import { describe, expect, it } from 'vitest'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { mergeManifestFiles } from '../../../codegen/merge/manifest-load.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'
import { loadNexus } from './helpers.ts'

async function merged(shell: unknown, strict = true) {
  const { model } = await loadNexus()
  const manifest = mergeManifestFiles([{ file: 's.yaml', content: { shell } }])
  return mergeManifest(model, manifest, { strict })
}

async function errorsOf(shell: unknown): Promise<string> {
  try {
    await merged(shell)
  } catch (error) {
    if (error instanceof CodegenError) return error.message
    throw error
  }
  throw new Error('expected the merge to fail')
}

describe('the shell section', () => {
  it('names each call’s operation and copies its ref into the registry', async () => {
    const { registry } = await merged({
      operations: { currentUser: 'current_user_view', fleetPolicy: 'system_policy_view' },
      identityProviderDocs: 'https://docs.example.com/idp',
    })
    expect(registry.shell).toEqual({
      operations: { currentUser: 'current_user_view', fleetPolicy: 'system_policy_view' },
      identityProviderDocs: 'https://docs.example.com/idp',
    })
    expect(registry.shellOperations.current_user_view?.path).toBe('/v1/me')
  })

  it('refuses an unknown call, with the nearest one', async () => {
    const message = await errorsOf({ operations: { curentUser: 'current_user_view' } })
    expect(message).toContain('unknown key "curentUser" (did you mean "currentUser"?)')
  })

  it('refuses an operation the document lacks and an address that is none', async () => {
    const message = await errorsOf({
      operations: { siloPolicy: 'policy_vew' },
      identityProviderDocs: 'docs',
    })
    expect(message).toContain('shell.operations.siloPolicy: unknown operation "policy_vew"')
    expect(message).toContain('shell.identityProviderDocs: must be an https:// address')
  })

  it('leaves out, with a warning, an operation another document version lacks', async () => {
    const { registry, warnings } = await merged({ operations: { signIn: 'login_locall' } }, false)
    expect(registry.shell?.operations).toEqual({})
    expect(warnings.join('\n')).toContain('login_locall')
  })

  it('is absent without a manifest section: the console has none of the shell’s features', async () => {
    const { registry } = await merged(undefined)
    expect(registry.shell).toBeUndefined()
    expect(registry.shellOperations).toEqual({})
  })
})
