/**
 * The facade finds our operations in a newer release that renamed them (issue 23): by id,
 * else at the method and path our document gives that id, as the migrated manifest follows.
 */
import { describe, expect, it } from 'vitest'
import { operationsFingerprint, type KindDef, type Registry } from '../../../src/contract'
import { operationsFingerprint as ourFingerprint } from '../../../src/generated/platform/kinds'
import { bindConsole } from '../../../src/engine/console'
import { followRenames } from '../../../src/engine/slots/platform-facade'
import { operationRoutes } from '../../../src/generated/platform/operation-routes'
import { registry } from '../../../src/generated/registry'
import { requireOperation } from '../../../src/overrides/facade'
import { testParts } from '../fixtures/console'

/** our registry with the silo link's update renamed, its call kept */
function renamed(): Registry {
  const links = registry.kinds.ipPoolSilo as KindDef
  const update = links.ops.update
  if (update === undefined) throw new Error('our silo links have an update')
  const ops = { ...links.ops, update: { ...update, id: 'system_ip_pool_silo_update' } }
  return { ...registry, kinds: { ...registry.kinds, ipPoolSilo: { ...links, ops } } }
}

describe('the facade across a rename', () => {
  it('finds a renamed operation at its call, and still refuses one that is gone', () => {
    bindConsole(testParts(renamed()))
    // the app hands these over when the registry's operations are not ours (src/app.tsx)
    followRenames(operationRoutes)
    const op = requireOperation('ip_pool_silo_update')
    expect(op.id).toBe('system_ip_pool_silo_update')
    expect(op.path).toBe('/v1/system/ip-pools/{pool}/silos/{silo}')
    bindConsole(testParts({ ...registry, kinds: {} }))
    expect(() => requireOperation('ip_pool_silo_update')).toThrow(/not in the registry/)
    followRenames({})
  })

  it('knows our registry from another release by its operations', () => {
    expect(operationsFingerprint(registry)).toBe(ourFingerprint)
    expect(operationsFingerprint(renamed())).not.toBe(ourFingerprint)
  })
})
