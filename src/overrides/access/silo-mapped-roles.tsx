import { Link } from 'react-router'
import { DataTable, LoadError, routePath, type TableColumn, useOperationQuery } from '../../engine'
import { requireOperation, routeById } from '../facade'
import type { SiloResultsPage } from '../../generated/platform/models'

/** One grant: whoever holds `siloRole` in `silo` holds `fleetRole` on the fleet. */
interface MappedGrant {
  silo: string
  siloRole: string
  fleetRole: string
}

// every silo at once: a rack has a handful, and the grants are read across all of them
const ALL_AT_ONCE = { query: { limit: 1000 } }

function SiloLink({ silo }: { silo: string }) {
  const to = routePath(routeById('silo.detail'), { silo })
  return to ? <Link to={to}>{silo}</Link> : <>{silo}</>
}

const COLUMNS: TableColumn<MappedGrant>[] = [
  {
    id: 'silo',
    header: 'Silo',
    cell: (grant) => <SiloLink silo={grant.silo} />,
    sortValue: (grant) => grant.silo,
  },
  {
    id: 'silo_role',
    header: 'Silo role',
    cell: (grant) => <span className="badge badge-neutral">silo.{grant.siloRole}</span>,
  },
  {
    id: 'fleet_role',
    header: 'Fleet role',
    cell: (grant) => <span className="badge badge-neutral">fleet.{grant.fleetRole}</span>,
  },
]

function grantsOf(page: SiloResultsPage | undefined): MappedGrant[] {
  return (page?.items ?? []).flatMap((silo) =>
    Object.entries(silo.mappedFleetRoles ?? {}).flatMap(([siloRole, fleetRoles]) =>
      (fleetRoles ?? []).map((fleetRole) => ({ silo: silo.name, siloRole, fleetRole })),
    ),
  )
}

/**
 * The fleet roles silos grant through their role mappings (a silo's `mapped_fleet_roles`):
 * they count beside the fleet policy's own, so the fleet access page shows them, read-only,
 * each linked to the silo that grants it (where the mapping is set).
 */
export function SiloMappedRoles() {
  const silos = useOperationQuery<SiloResultsPage>(requireOperation('silo_list'), ALL_AT_ONCE)
  const grants = grantsOf(silos.data)
  const title = 'Fleet roles granted through silos'
  return (
    <section className="stack access-mapped-roles" aria-labelledby="silo-mapped-roles">
      <h2 id="silo-mapped-roles">{title}</h2>
      <p className="muted">Whoever holds the silo role holds the fleet role too.</p>
      {silos.error ? (
        <LoadError error={silos.error} />
      ) : silos.isLoading ? null : grants.length === 0 ? (
        <p className="muted">No silo grants a fleet role.</p>
      ) : (
        <DataTable
          columns={COLUMNS}
          rows={grants}
          rowKey={(grant) => `${grant.silo}-${grant.siloRole}-${grant.fleetRole}`}
          sortParam="grants-sort"
          label={title}
        />
      )}
    </section>
  )
}
