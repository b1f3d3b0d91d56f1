import { describe, expect, it } from 'vitest'
import { defaultItemActions } from '../../../src/engine/actions/default-actions'
import { bindConsole } from '../../../src/engine/console'
import { processActions } from '../../../src/engine/slots/lookup'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'
import { testParts } from '../fixtures/console'

bindConsole(testParts(registry, { overrides }))

const kind = registry.kinds.ipPoolSilo!
const pool = registry.kinds.ipPool!
const silo = { id: '5170a000-0000-4000-8000-000000000001', name: 'maze-war' }

/** a link's menu on its pool's Linked silos tab, its silo read by name */
function menuOf(isDefault: boolean) {
  const row = { ipPoolId: 'p3', siloId: silo.id, isDefault }
  const params = { pool: 'ip-pool-3' }
  return processActions(defaultItemActions(kind, row, params), {
    kind,
    row,
    params,
    place: 'row',
    parent: { kind: pool, row: { id: 'p3', name: 'ip-pool-3' } },
    referenced: { siloId: silo },
  }).map((action) => [action.label, action.disabledReason])
}

describe('IP pool silo link actions', () => {
  it('offers to make a link the default, and to clear only a default, before Unlink', () => {
    expect(menuOf(false)).toEqual([
      ['Make default', undefined],
      ['Clear default', 'Not the default pool of maze-war'],
      ['Unlink', undefined],
    ])
    expect(menuOf(true)).toEqual([
      ['Make default', 'Already the default pool of maze-war'],
      ['Clear default', undefined],
      ['Unlink', undefined],
    ])
  })
})
