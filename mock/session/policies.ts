/**
 * Silo and project policies, one per silo and per project, kept in the mock's own table. The
 * seed holds one policy of each (the API's policy has no owner field): the current silo's is
 * the world's first silo's, the project policy the first project's; every other silo and
 * project starts with no role assignments.
 */
import type { Registry } from '../../src/contract/index.ts'
import type { WireItem } from '../inputs.ts'
import type { Db } from '../store/db.ts'
import { kindOfOperation } from '../store/kinds.ts'

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
    role_assignments: structuredClone(Array.isArray(assigned) ? assigned : []),
  }
  rows.push(row)
  return row
}

/** the policy as the API shows it */
export const wirePolicy = (row: WireItem) => ({ role_assignments: row.role_assignments })
