import { CopyButton, routeOfKind, routePath } from '../../engine'
import { Link } from 'react-router'
import type { SiloUtilization } from '../../generated/platform/models'
import { formatAmount, formatCount, resources } from './resources'

/**
 * One row per silo: for each resource, provisioned of quota and what is left of the quota, and
 * a button that copies the silo's id (the id itself stays off screen).
 */
export function SiloTable({ silos }: { silos: SiloUtilization[] }) {
  const siloPage = routeOfKind('silo', 'detail')
  return (
    <div className="table-wrap">
      <table className="table utilization-table">
        <thead>
          <tr>
            <th scope="col">Silo</th>
            {resources.map((r) => (
              <th key={r.key} scope="col">
                {r.label} provisioned / quota
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {silos.map((silo) => {
            const to = routePath(siloPage, { silo: silo.siloName })
            return (
              <tr key={silo.siloId}>
                <td>{to ? <Link to={to}>{silo.siloName}</Link> : silo.siloName}</td>
                {resources.map((r) => {
                  const used = silo.provisioned[r.key]
                  const quota = silo.allocated[r.key]
                  return (
                    <td key={r.key}>
                      <span className="utilization-cell">
                        {formatCount(r, used)} / {formatAmount(r, quota)}
                      </span>
                      <span className="utilization-cell muted">
                        {formatAmount(r, Math.max(quota - used, 0))} available
                      </span>
                    </td>
                  )
                })}
                <td className="utilization-actions">
                  <CopyButton text={silo.siloId} label={`Copy ID of ${silo.siloName}`} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
