import { afterEach, describe, expect, it } from 'vitest'
import { bindConsole } from '../../../../src/engine/console'
import { registry } from '../../../../src/generated/registry'
import {
  byStrength,
  roleRank,
  type Role,
  SILO_ROLES,
  strongestRole,
} from '../../../../src/overrides/access/roles'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(registry))

describe('role ranking', () => {
  it('ranks silo roles as the spec fixes them: admin 0, collaborator 1, viewer 2', () => {
    expect(roleRank('admin')).toBe(0)
    expect(roleRank('collaborator')).toBe(1)
    expect(roleRank('viewer')).toBe(2)
  })

  it('puts limited collaborator between collaborator and viewer', () => {
    expect(roleRank('limited_collaborator')).toBeGreaterThan(roleRank('collaborator'))
    expect(roleRank('limited_collaborator')).toBeLessThan(roleRank('viewer'))
  })

  it('sorts strongest first', () => {
    const roles: Role[] = ['viewer', 'admin', 'limited_collaborator', 'collaborator']
    expect(roles.sort(byStrength)).toEqual([
      'admin',
      'collaborator',
      'limited_collaborator',
      'viewer',
    ])
  })

  it('picks the lowest rank as the strongest role', () => {
    expect(strongestRole(['viewer', 'collaborator'])).toBe('collaborator')
    expect(strongestRole(['viewer', 'admin', 'collaborator'])).toBe('admin')
    expect(strongestRole([])).toBeUndefined()
  })

  it('offers the silo roles strongest first', () => {
    expect([...SILO_ROLES]).toEqual([...SILO_ROLES].sort(byStrength))
  })

  it('reads the ranks from the registry’s role table, not a copy of its own', () => {
    const roles = registry.roles
    if (!roles) throw new Error('the manifest declares the role table')
    bindConsole(testParts({ ...registry, roles: { ...roles, ranks: ['viewer', 'admin'] } }))
    expect(roleRank('viewer')).toBe(0)
    expect(strongestRole(['admin', 'viewer'])).toBe('viewer')
  })

  afterEach(() => bindConsole(testParts(registry)))
})
