import { Link } from 'react-router'
import { createLabel, type KindDef } from '../../contract'
import { withArticle } from './words'

/** "No instances" / "Create an instance to see it here", with the create button when there is one. */
export function EmptyState({ kind, createPath }: { kind: KindDef; createPath?: string }) {
  return (
    <div className="empty-state">
      <h2 className="empty-state-title">No {kind.plural}</h2>
      {createPath && (
        <>
          <p className="empty-state-body">Create {withArticle(kind.singular)} to see it here</p>
          <Link className="btn btn-primary" to={createPath}>
            {createLabel(kind)}
          </Link>
        </>
      )}
    </div>
  )
}
