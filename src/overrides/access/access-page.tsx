import { useMemo, useState } from 'react'
import { Button } from 'react-aria-components'
import { useParams } from 'react-router'
import {
  buildOperationArgs,
  GatedControl,
  LoadError,
  Loading,
  type PageProps,
  ResourceTable,
  useOperationQuery,
} from '../../engine'
import { kindOfRoute, requireOperation } from '../facade'
import type { ColumnDef } from '../../contract'
import { accessRowActions, type AccessTableRow } from './access-actions'
import { accessRows, type AccessRow } from './access-rows'
import type { AccessScope } from './access-scopes'
import { useIdentities } from './identities'
import { unassignedIdentities, withRole, type Policy } from './policy'
import { RoleBadgesCell } from './role-badges-cell'
import { RoleDialog } from './role-dialog'
import { SiloMappedRoles } from './silo-mapped-roles'
import { useLockOutGuard } from './use-lock-out-guard'
import { usePolicyChange } from './use-policy-change'
import './access.css'

/** The Role column is this table's own: no policy kind has a `roles` field. */
const COLUMNS: ColumnDef[] = [
  { field: 'name', header: 'Name', type: 'text' },
  { field: 'kind', header: 'Type', type: 'text' },
  { field: 'roles', header: 'Role', type: 'enum' },
]

const CELLS = { roles: RoleBadgesCell }

type OpenDialog = { type: 'add' } | { type: 'change'; row: AccessRow } | null

function NoAuthorizedUsers() {
  return (
    <div className="empty-state">
      <h2 className="empty-state-title">No authorized users</h2>
    </div>
  )
}

/**
 * Who holds which role on a silo, a project or the fleet, one page for the three scopes: a
 * table of identities and their roles, and dialogs that rewrite the whole policy.
 */
export function AccessPage({ route, scope }: PageProps & { scope: AccessScope }) {
  if (route.page.type !== 'override' || !route.page.kind) {
    throw new Error(`Route ${route.id} does not name its policy kind`)
  }
  const kind = kindOfRoute(route)
  const { view, update } = kind.ops
  if (!view || !update) throw new Error(`Kind "${kind.name}" cannot be viewed and updated`)

  const params = useParams()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const changePolicy = usePolicyChange(view, update, params)

  const policy = useOperationQuery<Policy>(view, buildOperationArgs(view, params))
  const guard = useLockOutGuard(policy.data, scope.level, changePolicy)
  const siloPolicy = useOperationQuery<Policy>(
    requireOperation('policy_view'),
    {},
    { enabled: scope.showsSiloRoles },
  )
  const { identities, ...names } = useIdentities()

  const rows = useMemo<AccessTableRow[]>(() => {
    if (!policy.data) return []
    const merged = accessRows({
      own: policy.data.roleAssignments,
      level: scope.level,
      identities,
      ...(scope.showsSiloRoles && siloPolicy.data
        ? { inherited: { level: 'silo', assignments: siloPolicy.data.roleAssignments } }
        : {}),
    })
    return merged.map((row) =>
      row.ownRole
        ? {
            ...row,
            handlers: {
              changeRole: () => setDialog({ type: 'change', row }),
              remove: () => guard.remove(row),
            },
          }
        : row,
    )
  }, [policy.data, siloPolicy.data, identities, scope, guard])

  const title = route.title ?? kind.titlePlural
  const loading =
    policy.isLoading || (scope.showsSiloRoles && siloPolicy.isLoading) || names.isLoading
  const error = policy.error ?? siloPolicy.error ?? names.error

  return (
    <section className="list-page">
      <header className="page-header">
        <h1>{title}</h1>
        {policy.data ? (
          <GatedControl
            className="btn btn-primary"
            operation={update.id}
            onPress={() => setDialog({ type: 'add' })}
          >
            Add user or group
          </GatedControl>
        ) : (
          <Button className="btn btn-primary" isDisabled>
            Add user or group
          </Button>
        )}
      </header>
      {loading ? (
        <Loading />
      ) : error ? (
        <LoadError error={error} />
      ) : rows.length === 0 ? (
        <NoAuthorizedUsers />
      ) : (
        <ResourceTable
          kind={kind}
          rows={rows}
          params={params}
          columns={COLUMNS}
          cells={CELLS}
          actions={accessRowActions}
        />
      )}
      {scope.showsMappedRoles && <SiloMappedRoles />}
      {dialog?.type === 'add' && policy.data && (
        <RoleDialog
          title="Add user or group"
          submitLabel="Assign role"
          scope={scope}
          subject={{ type: 'add', identities: unassignedIdentities(identities, policy.data) }}
          onSubmit={(identity, role) =>
            changePolicy((current) => withRole(current, identity, role))
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.type === 'change' && dialog.row.ownRole && (
        <RoleDialog
          title="Change role"
          submitLabel="Update role"
          scope={scope}
          subject={{ type: 'change', identity: dialog.row, role: dialog.row.ownRole }}
          onSubmit={guard.change}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  )
}
