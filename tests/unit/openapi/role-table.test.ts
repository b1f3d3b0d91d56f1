/**
 * The role table (openapi/manifest/roles.yaml) over every operation of the generated registry:
 * the console gates its controls and the mock refuses calls by it, so an operation with no
 * rule would be one the two could read differently.
 */
import { describe, expect, it } from 'vitest'
import { ACCESS_SCOPES, type OperationRef } from '../../../src/contract'
import { registry } from '../../../src/generated/registry'

/** every operation the registry holds: kinds' own and extra ones, the shell's, list pages' */
function registryOperations(): OperationRef[] {
  const refs: OperationRef[] = Object.values(registry.shellOperations)
  for (const kind of Object.values(registry.kinds)) {
    for (const ref of Object.values(kind.ops)) if (ref) refs.push(ref)
    refs.push(...Object.values(kind.extraOps))
  }
  for (const route of registry.routes)
    if (route.page.type === 'operations') refs.push(...route.page.operations)
  return refs
}

const table = registry.roles!
const rule = (id: string) => table.operations[id]

describe('the role table', () => {
  it('has a rule for every operation of the registry, naming a known scope and role', () => {
    const refs = registryOperations()
    expect(refs.length).toBeGreaterThan(200)
    for (const ref of refs) {
      expect(table.operations, ref.id).toHaveProperty(ref.id)
      const found = rule(ref.id)
      if (found === null) continue
      expect(ACCESS_SCOPES, ref.id).toContain(found?.scope)
      expect(table.ranks, ref.id).toContain(found?.role)
    }
  })

  it('ranks the roles as spec §6 does: admin 0, collaborator 1, viewer 2', () => {
    expect(table.ranks).toEqual(['admin', 'collaborator', 'viewer'])
  })

  it('lets viewers read, collaborators change and admins change access, by default', () => {
    expect(rule('instance_list')).toEqual({ scope: 'project', role: 'viewer' })
    expect(rule('instance_stop')).toEqual({ scope: 'project', role: 'collaborator' })
    expect(rule('project_create')).toEqual({ scope: 'silo', role: 'collaborator' })
    expect(rule('policy_update')).toEqual({ scope: 'silo', role: 'admin' })
    expect(rule('project_policy_update')).toEqual({ scope: 'project', role: 'admin' })
  })

  it('puts the system on the fleet: viewers read, admins change', () => {
    expect(rule('silo_list')).toEqual({ scope: 'fleet', role: 'viewer' })
    expect(rule('silo_create')).toEqual({ scope: 'fleet', role: 'admin' })
    expect(rule('sled_set_provision_policy')).toEqual({ scope: 'fleet', role: 'admin' })
  })

  it('opens the session and the user’s own things to anyone signed in', () => {
    for (const id of ['current_user_view', 'login_local', 'logout', 'current_user_ssh_key_create'])
      expect(rule(id), id).toBeNull()
  })

  it('keeps the overrides: a metrics query sent as a POST only reads', () => {
    expect(rule('timeseries_query')).toEqual({ scope: 'project', role: 'viewer' })
    expect(rule('system_timeseries_query')).toEqual({ scope: 'fleet', role: 'viewer' })
  })
})
