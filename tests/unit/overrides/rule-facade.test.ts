/**
 * `can.<kind>.<rule>`: each rule the manifest declares, read from the registry the console is
 * bound to. The names come from the generated `ruleNames`, so every declared rule has an entry.
 */
import { describe, expect, it } from 'vitest'
import { bindConsole } from '../../../src/engine/console'
import { registry } from '../../../src/generated/registry'
import { ruleNames } from '../../../src/generated/platform/rules'
import { can } from '../../../src/overrides/facade'
import { testParts } from '../fixtures/console'

bindConsole(testParts(registry))

describe('the rule facade', () => {
  it('gates by the manifest: a running instance cannot have disks attached, a stopped one can', () => {
    expect(can.instance.attachDisk({ runState: 'running' })).toEqual({
      enabled: false,
      reason: can.instance.attachDisk.reason,
    })
    expect(can.instance.attachDisk({ runState: 'stopped' })).toEqual({ enabled: true })
  })

  it("reads a rule's states and reason from the registry", () => {
    expect(can.disk.attach.states).toEqual(registry.kinds.disk?.capabilities?.attach?.allowedStates)
    expect(can.instance.stop.states).toEqual(
      registry.kinds.instance?.actions.find((action) => action.name === 'stop')?.allowedStates,
    )
    expect(can.instance.resize.reason).toMatch(/^Only .* instances can be resized$/)
  })

  it('has an entry for every action and capability each kind declares', () => {
    for (const kind of Object.values(registry.kinds)) {
      const declared = [...kind.actions.map((a) => a.name), ...Object.keys(kind.capabilities ?? {})]
      const names: readonly string[] =
        (ruleNames as Record<string, readonly string[]>)[kind.name] ?? []
      expect(names).toEqual(expect.arrayContaining(declared))
      const rules: Record<string, unknown> =
        (can as Record<string, Record<string, unknown>>)[kind.name] ?? {}
      expect(Object.keys(rules).sort()).toEqual([...new Set(declared)].sort())
    }
  })
})
