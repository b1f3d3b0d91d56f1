import { describe, expect, it } from 'vitest'
import {
  unassignedIdentities,
  withoutIdentity,
  withRole,
  type Identity,
  type Policy,
} from '../../../../src/overrides/access/policy'

const hannah: Identity = { id: 'u1', type: 'silo_user', name: 'hannah' }
const hans: Identity = { id: 'u2', type: 'silo_user', name: 'hans' }
const jacob: Identity = { id: 'u3', type: 'silo_user', name: 'jacob' }
const devs: Identity = { id: 'g1', type: 'silo_group', name: 'devs' }
const admins: Identity = { id: 'g2', type: 'silo_group', name: 'admins' }

const policy: Policy = {
  roleAssignments: [
    { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
    { identityId: 'g1', identityType: 'silo_group', roleName: 'viewer' },
  ],
}

describe('withRole', () => {
  it('adds an assignment for a new identity and keeps the others', () => {
    expect(withRole(policy, hans, 'collaborator').roleAssignments).toEqual([
      ...policy.roleAssignments,
      { identityId: 'u2', identityType: 'silo_user', roleName: 'collaborator' },
    ])
  })

  it('replaces the existing assignment of the same identity', () => {
    const next = withRole(policy, devs, 'admin')
    expect(next.roleAssignments.filter((a) => a.identityId === 'g1')).toEqual([
      { identityId: 'g1', identityType: 'silo_group', roleName: 'admin' },
    ])
    expect(next.roleAssignments).toHaveLength(2)
  })

  it('replaces every assignment of the identity, even duplicates the server kept', () => {
    const doubled: Policy = {
      roleAssignments: [
        { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
        { identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' },
      ],
    }
    expect(withRole(doubled, hannah, 'collaborator').roleAssignments).toEqual([
      { identityId: 'u1', identityType: 'silo_user', roleName: 'collaborator' },
    ])
  })

  it('leaves the policy it was given unchanged', () => {
    withRole(policy, hans, 'viewer')
    expect(policy.roleAssignments).toHaveLength(2)
  })
})

describe('withoutIdentity', () => {
  it('drops the identity and keeps everyone else', () => {
    expect(withoutIdentity(policy, 'u1').roleAssignments).toEqual([
      { identityId: 'g1', identityType: 'silo_group', roleName: 'viewer' },
    ])
  })

  it('is a no-op for an identity without an assignment', () => {
    expect(withoutIdentity(policy, 'u9')).toEqual(policy)
  })
})

describe('unassignedIdentities', () => {
  it('excludes identities that already hold a role', () => {
    const ids = unassignedIdentities([hannah, hans, devs, admins, jacob], policy).map((i) => i.id)
    expect(ids).not.toContain('u1')
    expect(ids).not.toContain('g1')
  })

  it('lists users before groups, then by name', () => {
    expect(unassignedIdentities([admins, jacob, hans], policy).map((i) => i.name)).toEqual([
      'hans',
      'jacob',
      'admins',
    ])
  })
})
