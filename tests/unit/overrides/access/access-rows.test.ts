import { describe, expect, it } from 'vitest'
import { accessRows } from '../../../../src/overrides/access/access-rows'
import type { Assignment, Identity } from '../../../../src/overrides/access/policy'
import { bindConsole } from '../../../../src/engine/console'
import { registry } from '../../../../src/generated/registry'
import { testParts } from '../../fixtures/console'

// badges order by the registry's role table
bindConsole(testParts(registry))

const identities: Identity[] = [
  { id: 'u1', type: 'silo_user', name: 'zoe' },
  { id: 'u2', type: 'silo_user', name: 'adam' },
  { id: 'g1', type: 'silo_group', name: 'admins' },
]

const user = (identityId: string, roleName: Assignment['roleName']): Assignment => ({
  identityId,
  identityType: 'silo_user',
  roleName,
})
const group = (identityId: string, roleName: Assignment['roleName']): Assignment => ({
  identityId,
  identityType: 'silo_group',
  roleName,
})

describe('accessRows', () => {
  it('names identities, says user or group, and sorts users before groups, then by name', () => {
    const rows = accessRows({
      own: [group('g1', 'viewer'), user('u1', 'admin'), user('u2', 'viewer')],
      level: 'silo',
      identities,
    })
    expect(rows.map((row) => [row.name, row.kind])).toEqual([
      ['adam', 'user'],
      ['zoe', 'user'],
      ['admins', 'group'],
    ])
    expect(rows[0]?.roles).toEqual([{ level: 'silo', role: 'viewer' }])
    expect(rows[0]?.ownRole).toBe('viewer')
  })

  it('shows the id of an identity the user and group lists do not have', () => {
    const [row] = accessRows({ own: [user('u9', 'viewer')], level: 'fleet', identities })
    expect(row?.name).toBe('u9')
  })

  it('merges silo roles into project rows, strongest first, read-only when only inherited', () => {
    const rows = accessRows({
      own: [user('u1', 'viewer'), group('g1', 'collaborator')],
      level: 'project',
      inherited: { level: 'silo', assignments: [user('u1', 'admin'), user('u2', 'viewer')] },
      identities,
    })
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]))
    expect(byName.zoe?.roles).toEqual([
      { level: 'silo', role: 'admin' },
      { level: 'project', role: 'viewer' },
    ])
    expect(byName.zoe?.ownRole).toBe('viewer')
    expect(byName.adam?.roles).toEqual([{ level: 'silo', role: 'viewer' }])
    expect(byName.adam?.ownRole).toBeUndefined()
    expect(byName.admins?.roles).toEqual([{ level: 'project', role: 'collaborator' }])
  })

  it('orders a project role above a weaker silo role', () => {
    const [row] = accessRows({
      own: [user('u1', 'admin')],
      level: 'project',
      inherited: { level: 'silo', assignments: [user('u1', 'viewer')] },
      identities,
    })
    expect(row?.roles.map((badge) => `${badge.level}.${badge.role}`)).toEqual([
      'project.admin',
      'silo.viewer',
    ])
  })

  it('puts the silo badge first when both levels grant the same role', () => {
    const [row] = accessRows({
      own: [user('u1', 'viewer')],
      level: 'project',
      inherited: { level: 'silo', assignments: [user('u1', 'viewer')] },
      identities,
    })
    expect(row?.roles.map((badge) => badge.level)).toEqual(['silo', 'project'])
  })

  it('has no rows for an empty policy', () => {
    expect(accessRows({ own: [], level: 'silo', identities })).toEqual([])
  })
})
