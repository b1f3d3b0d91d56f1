import { describe, expect, it } from 'vitest'
import { bindConsole } from '../../../../src/engine/console'
import { registry } from '../../../../src/generated/registry'
import { lockOutMessage, lostRole } from '../../../../src/overrides/access/lock-out'
import type { Assignment, Policy } from '../../../../src/overrides/access/policy'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(registry))

const held = (identityId: string, roleName: Assignment['roleName']): Assignment => ({
  identityId,
  identityType: identityId.startsWith('g') ? 'silo_group' : 'silo_user',
  roleName,
})
const policy = (...roleAssignments: Assignment[]): Policy => ({ roleAssignments })
const me = new Set(['u1', 'g1'])

describe('the lock-out guard', () => {
  it('sees the role a change takes from the user, their own or a group’s', () => {
    expect(lostRole(policy(held('u1', 'admin')), policy(held('u1', 'viewer')), me)).toBe('admin')
    expect(lostRole(policy(held('g1', 'collaborator')), policy(), me)).toBe('collaborator')
  })

  it('sees no loss when another assignment of theirs keeps the role, or it is not theirs', () => {
    const both = policy(held('u1', 'admin'), held('g1', 'admin'))
    expect(lostRole(both, policy(held('g1', 'admin')), me)).toBeUndefined()
    expect(lostRole(policy(held('u2', 'admin')), policy(), me)).toBeUndefined()
    expect(lostRole(policy(held('u1', 'viewer')), policy(held('u1', 'admin')), me)).toBeUndefined()
  })

  it('says what is lost, and that losing admin may end changing access', () => {
    expect(lockOutMessage('admin', 'silo', { id: 'u1', type: 'silo_user', name: 'me' })).toBe(
      'You will lose the admin role on this silo and may not be able to change access again.',
    )
    expect(
      lockOutMessage('collaborator', 'fleet', { id: 'g1', type: 'silo_group', name: 'devs' }),
    ).toBe('You belong to devs. You will lose the collaborator role on the fleet.')
  })
})
