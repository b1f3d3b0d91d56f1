import { describe, expect, it } from 'vitest'
import type { RoleTable } from '../../../../src/contract'
import { accessDecision, type HeldRoles } from '../../../../src/engine/access/role-decision'

const table: RoleTable = {
  ranks: ['admin', 'collaborator', 'viewer'],
  projectParam: 'project',
  operations: {},
}
const names = { fleet: 'the fleet', silo: 'maze-war', project: 'mock-project' }
const where = (scope: keyof typeof names) => names[scope]
const known = (role?: string) => ({ known: true as const, role })
const unknown = { known: false as const }

const stop = { scope: 'project' as const, role: 'collaborator' }

describe('access decision', () => {
  it('refuses a silo viewer a project change, naming the project', () => {
    const held: HeldRoles = { fleet: known(), silo: known('viewer'), project: known('viewer') }
    expect(accessDecision(table, stop, held, where)).toEqual({
      enabled: false,
      reason: 'Requires the collaborator role on mock-project',
    })
  })

  it('lets the strongest role of any enclosing scope decide', () => {
    expect(
      accessDecision(
        table,
        stop,
        { fleet: known(), silo: known('viewer'), project: known('collaborator') },
        where,
      ).enabled,
    ).toBe(true)
    expect(
      accessDecision(table, stop, { fleet: known(), silo: known('admin'), project: known() }, where)
        .enabled,
    ).toBe(true)
    expect(
      accessDecision(table, stop, { fleet: known('admin'), silo: known(), project: known() }, where)
        .enabled,
    ).toBe(true)
  })

  it('never refuses on a policy it could not read: the API decides', () => {
    const held: HeldRoles = { fleet: known(), silo: known('viewer'), project: unknown }
    expect(accessDecision(table, stop, held, where)).toEqual({ enabled: true })
    expect(accessDecision(table, stop, {}, where)).toEqual({ enabled: true })
  })

  it('decides a project rule on the silo where the page names no project', () => {
    const held: HeldRoles = { fleet: known(), silo: known('viewer') }
    expect(accessDecision(table, stop, held, where).reason).toBe(
      'Requires the collaborator role on maze-war',
    )
  })

  it('counts only the fleet for the system, and opens what has no rule', () => {
    const silo = { scope: 'fleet' as const, role: 'admin' }
    const held: HeldRoles = { fleet: known('viewer'), silo: known('admin') }
    expect(accessDecision(table, silo, held, where).reason).toBe(
      'Requires the admin role on the fleet',
    )
    expect(accessDecision(table, null, held, where).enabled).toBe(true)
    expect(accessDecision(table, undefined, held, where).enabled).toBe(true)
  })
})
