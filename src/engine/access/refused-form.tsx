/**
 * What a create or edit route shows in place of its form to a user whose role cannot submit
 * it: the reason, where a form would only end in "Action not authorized". A side-modal route
 * keeps its panel, so the page beneath stays as it was; a full-page form gets a page with a
 * way back. Loaded only for such a user (./access-notice.tsx), never before the first row.
 */
import { Link, useNavigate, useParams } from 'react-router'
import type { KindDef, RouteDef } from '../../contract'
import { SideModal } from '../forms/side-modal'
import { closePath } from '../pages/use-close-path'

export interface RefusedFormProps {
  route: RouteDef
  kind: KindDef
  /** `create` or `change` */
  verb: string
  reason: string
}

function Notice({ kind, verb, reason }: Omit<RefusedFormProps, 'route'>) {
  return (
    <p className="notice notice-warning">
      You can view {kind.plural} here but not {verb} them. {reason}.
    </p>
  )
}

export default function RefusedForm({ route, kind, verb, reason }: RefusedFormProps) {
  const params = useParams()
  const navigate = useNavigate()
  const back = closePath(route, kind, params)
  const title = route.title ?? `${verb === 'create' ? 'Create' : 'Edit'} ${kind.singular}`
  const notice = <Notice kind={kind} verb={verb} reason={reason} />
  if (route.modal) {
    return (
      <SideModal
        title={title}
        onRequestClose={() => void navigate(back)}
        footer={
          <button type="button" className="btn" onClick={() => void navigate(back)}>
            Close
          </button>
        }
      >
        {notice}
      </SideModal>
    )
  }
  return (
    <section className="list-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <div className="stack">
        {notice}
        <p>
          <Link className="btn" to={back}>
            Back to {kind.plural}
          </Link>
        </p>
      </div>
    </section>
  )
}
