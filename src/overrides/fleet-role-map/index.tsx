import { humanizeWord } from '../../engine'
import './fleet-role-map.css'
import { defineCell } from '../facade'

/**
 * Which fleet roles each silo role carries, as a table of two columns: a map read as
 * "Admin admin" said nothing of which side was which.
 */
export const FleetRoleMapCell = defineCell<'silo.mappedFleetRoles'>(({ row }) => {
  const mapped = Object.entries(row.mappedFleetRoles ?? {}).filter(
    ([, fleet]) => fleet !== undefined && fleet.length > 0,
  )
  if (mapped.length === 0) return <>None</>
  return (
    <table className="fleet-role-map">
      <thead>
        <tr>
          <th scope="col">Silo role</th>
          <th scope="col">Fleet roles</th>
        </tr>
      </thead>
      <tbody>
        {mapped.map(([silo, fleet]) => (
          <tr key={silo}>
            <th scope="row">{humanizeWord(silo)}</th>
            <td>{(fleet ?? []).map(humanizeWord).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
})
