import { describe, expect, it } from 'vitest'
import { defaultItemActions } from '../../../src/engine/actions/default-actions'
import { bindConsole } from '../../../src/engine/console'
import { processActions } from '../../../src/engine/slots/lookup'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'
import { testParts } from '../fixtures/console'

bindConsole(testParts(registry, { overrides }))

const kind = registry.kinds.networkInterface!
const instanceKind = registry.kinds.instance!
const params = { project: 'mock-project', instance: 'db1' }

/** the menu of an interface on the Networking tab of an instance in `runState` */
function menu(runState: string, primary: boolean) {
  const row = { id: '4e7c0000-0000-4000-8000-000000000001', name: 'db1-nic', primary }
  const parent = { kind: instanceKind, row: { id: 'i1', name: 'db1', runState } }
  const actions = processActions(defaultItemActions(kind, row, params), {
    kind,
    row,
    params,
    place: 'row',
    parent,
  })
  return Object.fromEntries(actions.map((action) => [action.key, action.disabledReason]))
}

describe('network interface actions', () => {
  it('allows edit, make primary and delete only while the instance is stopped', () => {
    const stopped = menu('stopped', false)
    expect(Object.keys(stopped)).toEqual(['copy-id', 'edit', 'make-primary', 'delete'])
    expect(stopped).toEqual({
      'copy-id': undefined,
      edit: undefined,
      'make-primary': undefined,
      delete: undefined,
    })
    const reason = 'Only stopped instances can have network interfaces changed'
    expect(menu('running', false)).toEqual({
      'copy-id': undefined,
      edit: reason,
      'make-primary': reason,
      delete: reason,
    })
  })

  it('does not offer to make the primary interface primary', () => {
    expect(menu('stopped', true)['make-primary']).toBe('Already the primary interface')
  })
})
