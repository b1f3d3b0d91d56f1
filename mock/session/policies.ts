/**
 * Silo and project policies, one per silo and per project, kept in the mock's own table. The
 * seed holds one policy of each (the API's policy has no owner field): the current silo's is
 * the world's first silo's, the project policy the first project's; other projects start with
 * the roles `projectRoles` gives them (./memberships.ts), every other silo with none.
 */
import type { Registry } from '../../src/contract/index.ts'
import type { WireItem } from '../inputs.ts'
import type { Db } from '../store/db.ts'
import { kindOfOperation } from '../store/kinds.ts'
import { projectRoles } from './memberships.ts'

export type PolicyScope = 'silo' | 'project'

const table = 'mockPolicy'

/** per scope: the seeded policy's view operation, and the kind whose first item owns it */
const seeded: Record<PolicyScope, { view: string; ownerList: string }> = {
  silo: { view: 'policy_view', ownerList: 'silo_list' },
  project: { view: 'project_policy_view', ownerList: 'project_list' },
}

function firstRow(registry: Registry, db: Db, operationId: string): WireItem | undefined {
  const kind = kindOfOperation(registry, operationId)
  return kind ? db.table(kind.name)[0] : undefined
}

/** the assignments ./memberships.ts gives a project that the document's examples do not */
function extraAssignments(registry: Registry, db: Db, scope: PolicyScope, ownerId: unknown) {
  if (scope !== 'project') return []
  const projectKind = kindOfOperation(registry, 'project_list')
  const userKind = kindOfOperation(registry, 'user_list')
  const project = projectKind && db.table(projectKind.name).find((row) => row.id === ownerId)
  const users = userKind ? db.table(userKind.name) : []
  return (projectRoles[String(project?.name)] ?? []).flatMap(({ user, role }) => {
    const found = users.find((row) => row.display_name === user)
    return found ? [{ identity_id: found.id, identity_type: 'silo_user', role_name: role }] : []
  })
}

/** the live policy row of one silo or project: `{ scope, owner_id, role_assignments }` */
export function policyOf(
  registry: Registry,
  db: Db,
  scope: PolicyScope,
  ownerId: unknown,
): WireItem {
  const rows = db.table(table)
  const found = rows.find((row) => row.scope === scope && row.owner_id === ownerId)
  if (found) return found
  const { view, ownerList } = seeded[scope]
  const isSeeded = firstRow(registry, db, ownerList)?.id === ownerId
  const assigned = isSeeded ? firstRow(registry, db, view)?.role_assignments : undefined
  const row = {
    scope,
    owner_id: ownerId,
    role_assignments: Array.isArray(assigned)
      ? structuredClone(assigned)
      : extraAssignments(registry, db, scope, ownerId),
  }
  rows.push(row)
  return row
}

/** the policy as the API shows it */
export const wirePolicy = (row: WireItem) => ({ role_assignments: row.role_assignments })
