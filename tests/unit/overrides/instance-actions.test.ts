import { describe, expect, it } from 'vitest'
import { defaultItemActions } from '../../../src/engine/actions/default-actions'
import { processActions } from '../../../src/engine/slots/lookup'
import { bindConsole } from '../../../src/engine/console'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'
import { testParts } from '../fixtures/console'

// the generated registry: the menus are the manifest's (spec §4), with the override's additions
bindConsole(testParts(registry, { overrides }))

const kind = registry.kinds.instance!
const params = { project: 'mock-project' }

function menu(runState: string) {
  const row = { id: '1a570000-0000-4000-8000-000000000001', name: 'db1', runState }
  return processActions(defaultItemActions(kind, row, params), { kind, row, params, place: 'row' })
}

describe('instance actions override', () => {
  it('lists the instance actions in order, Copy ID first', () => {
    expect(menu('running').map((action) => action.label)).toEqual([
      'Copy ID',
      'Start',
      'Stop',
      'Reboot',
      'Resize',
      'View serial console',
      'Delete',
    ])
  })

  it('gates by run state and keeps disallowed actions with their reason', () => {
    const running = Object.fromEntries(
      menu('running').map((action) => [action.key, action.disabledReason]),
    )
    expect(running.start).toBe('Only stopped or failed instances can be started')
    expect(running.stop).toBeUndefined()
    expect(running.reboot).toBeUndefined()
    expect(running.resize).toBe('Only stopped, failed or creating instances can be resized')
    expect(running.delete).toBe('Only stopped or failed instances can be deleted')

    const stopped = Object.fromEntries(
      menu('stopped').map((action) => [action.key, action.disabledReason]),
    )
    expect(stopped.start).toBeUndefined()
    expect(stopped.resize).toBeUndefined()
    expect(stopped.reboot).toBe('Only running instances can be rebooted')
    expect(stopped['serial-console']).toBe(
      'Only running, rebooting, migrating or repairing instances can connect to the serial console',
    )
  })

  it('uses the manifest’s confirms and toasts', () => {
    const byKey = Object.fromEntries(menu('failed').map((action) => [action.key, action.perform]))
    const stop = byKey.stop
    expect(stop?.type === 'run' && stop.action.confirm?.message).toMatch(
      /disks and IP addresses are kept/,
    )
    expect(stop?.type === 'run' && stop.action.danger).toBe(true)
    expect(stop?.type === 'run' && stop.action.successToast).toBe('Stopping instance {name}')
    const remove = byKey.delete
    expect(remove?.type === 'run' && remove.action.confirm?.message).toMatch(
      /Attached disks are detached, not deleted/,
    )
    expect(byKey['serial-console']).toEqual({
      type: 'link',
      to: '/projects/mock-project/instances/db1/serial-console',
    })
  })
})
