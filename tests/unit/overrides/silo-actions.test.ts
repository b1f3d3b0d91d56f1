import { describe, expect, it } from 'vitest'
import { defaultItemActions } from '../../../src/engine/actions/default-actions'
import { bindConsole } from '../../../src/engine/console'
import { processActions } from '../../../src/engine/slots/lookup'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'
import { SILO_HOLDS_PROJECTS } from '../../../src/overrides/silo-actions/silo-actions'
import { testParts } from '../fixtures/console'

bindConsole(testParts(registry, { overrides }))

const kind = registry.kinds.silo!
const home = { id: '5170a000-0000-4000-8000-000000000001', name: 'maze-war' }
const other = { id: '5170a000-0000-4000-8000-000000000002', name: 'dark-star' }

const user = { id: 'u1', displayName: 'hannah.arendt', siloId: home.id, siloName: 'maze-war' }

/** the silo's Delete as its menu holds it, with this user signed in (or none known yet) */
function deleteOf(row: typeof home, signedIn: typeof user | undefined) {
  const params = {}
  const actions = processActions(defaultItemActions(kind, row, params), {
    kind,
    row,
    params,
    place: 'row',
    signedIn,
  })
  return actions.find((action) => action.key === 'delete')
}

describe('silo actions', () => {
  it("checks the signed-in user's silo for projects before its delete", () => {
    const checks = deleteOf(home, user)?.listChecks ?? []
    expect(checks.map((check) => [check.operation.id, check.reason])).toEqual([
      ['project_list', SILO_HOLDS_PROJECTS],
    ])
  })

  it("leaves another silo's delete to the platform, and any silo while no one is known", () => {
    expect(deleteOf(other, user)?.listChecks).toBeUndefined()
    expect(deleteOf(home, undefined)?.listChecks).toBeUndefined()
  })
})
