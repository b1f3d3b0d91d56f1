import { beforeEach, describe, expect, it } from 'vitest'
import { defaultItemActions } from '../../../src/engine/actions/default-actions'
import { bindConsole } from '../../../src/engine/console'
import { findOperation } from '../../../src/engine/data/operations'
import { operationQueryOptions, queryClient } from '../../../src/engine/data/query'
import { processActions } from '../../../src/engine/slots/lookup'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'
import { SILO_HOLDS_PROJECTS } from '../../../src/overrides/silo-actions/silo-actions'
import { testParts } from '../fixtures/console'

bindConsole(testParts(registry, { overrides }))

const kind = registry.kinds.silo!
const home = { id: '5170a000-0000-4000-8000-000000000001', name: 'maze-war' }
const other = { id: '5170a000-0000-4000-8000-000000000002', name: 'dark-star' }

/** the silo's Delete as its menu holds it */
function deleteOf(row: typeof home) {
  const params = {}
  const actions = processActions(defaultItemActions(kind, row, params), {
    kind,
    row,
    params,
    place: 'row',
  })
  return actions.find((action) => action.key === 'delete')
}

function signIn(siloId: string) {
  const me = findOperation('current_user_view')!
  queryClient.setQueryData(operationQueryOptions(me, {}).queryKey, {
    id: 'u1',
    displayName: 'hannah.arendt',
    siloId,
    siloName: 'maze-war',
  })
}

beforeEach(() => queryClient.clear())

describe('silo actions', () => {
  it("checks the signed-in user's silo for projects before its delete", () => {
    signIn(home.id)
    const checks = deleteOf(home)?.listChecks ?? []
    expect(checks.map((check) => [check.operation.id, check.reason])).toEqual([
      ['project_list', SILO_HOLDS_PROJECTS],
    ])
  })

  it("leaves another silo's delete to the platform, and any silo while no one is known", () => {
    signIn(home.id)
    expect(deleteOf(other)?.listChecks).toBeUndefined()
    queryClient.clear()
    expect(deleteOf(home)?.listChecks).toBeUndefined()
  })
})
