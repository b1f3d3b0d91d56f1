import type { CellProps } from '../../engine'
import type { AccessRow } from './access-rows'

/** The Role column: one badge per role held, `<level>.<role>`, strongest first. */
export function RoleBadgesCell({ row }: CellProps<AccessRow>) {
  return (
    <span className="access-role-badges">
      {row.roles.map((badge) => (
        <span key={badge.level} className="badge badge-neutral">
          {badge.level}.{badge.role}
        </span>
      ))}
    </span>
  )
}
