import { describe, expect, it } from 'vitest'
import { registry } from '../../../src/generated/registry'
import { INSTANCE_ACTION_STATES } from '../../../src/overrides/instance-actions/instance-states'

/**
 * The manifest's instance actions drive the mock's rejections and the generic menus; the
 * override's table adds the actions the generic engine cannot express. Where both speak of
 * one action they must agree, or the UI would offer what the mock refuses.
 */
describe('instance state tables', () => {
  const manifestActions = registry.kinds.instance?.actions ?? []

  it('the manifest declares start, stop, reboot and delete', () => {
    expect(manifestActions.map((action) => action.name).sort()).toEqual(
      expect.arrayContaining(['delete', 'reboot', 'start', 'stop']),
    )
  })

  for (const action of manifestActions) {
    const overrideStates =
      INSTANCE_ACTION_STATES[action.name as keyof typeof INSTANCE_ACTION_STATES]
    if (overrideStates === undefined) continue
    it(`${action.name}: the manifest and the override allow the same run states`, () => {
      expect([...(action.allowedStates ?? [])].sort()).toEqual([...overrideStates].sort())
    })
  }

  it('every run state in the tables is a state of the document', () => {
    const values = registry.kinds.instance?.states?.values ?? []
    for (const states of Object.values(INSTANCE_ACTION_STATES))
      for (const state of states) expect(values).toContain(state)
  })
})
