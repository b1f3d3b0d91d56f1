// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { routeKey } from '../../../mock/behaviours/behaviour.ts'
import { behaviours, lazyOperations } from '../../../mock/behaviours/index.ts'
import { lazyBehaviours } from '../../../mock/behaviours/lazy.ts'
import { onFirstCallBehaviours } from '../../../mock/behaviours/on-first-call.ts'
import { allOperations } from '../../../mock/store/kinds.ts'
import { registry } from '../../../src/generated/registry.ts'

const operations = new Map([
  ...allOperations(registry).map(({ op }) => [op.id, op] as const),
  // the shell's calls no kind holds (the timeseries helper's system query)
  ...Object.values(registry.shellOperations).map((op) => [op.id, op] as const),
])

describe('the behaviours that load with their first call', () => {
  it('are the operations the index routes to them, no more and no fewer', () => {
    const served = [...new Set(lazyBehaviours.map(routeKey))].sort()
    expect(served).toEqual([...lazyOperations].sort())
  })

  it('are registry operations at their own method and path (the mock routes them by the registry)', () => {
    const misplaced = lazyBehaviours
      .filter((b) => {
        const op = operations.get(b.operationId)
        return op?.method !== b.method || op.path !== b.path
      })
      .map((b) => `${b.operationId} ${b.method} ${b.path}`)
    expect(misplaced).toEqual([])
  })

  it('are not also loaded at once', () => {
    expect(behaviours.filter((b) => lazyOperations.has(routeKey(b)))).toEqual([])
  })
})

describe('the behaviours outside the registry, loaded with their first call', () => {
  it('route every call their modules handle, each to a handle that is there', async () => {
    const { deviceAuthHandles } = await import('../../../mock/behaviours/device-auth.ts')
    const { samlLoginHandles } = await import('../../../mock/behaviours/saml-login.ts')
    const handled = Object.keys({ ...deviceAuthHandles, ...samlLoginHandles }).sort()
    const routed = onFirstCallBehaviours.map((b) => b.operationId).sort()
    expect(routed).toEqual(handled)
    expect(behaviours.filter((b) => routed.includes(b.operationId))).toHaveLength(routed.length)
  })
})
