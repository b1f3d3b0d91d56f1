/**
 * What a create or edit route shows to a user whose role cannot submit it: the reason, in
 * place of a form that would only end in "Action not authorized". A side-modal route keeps its
 * panel, so the page beneath stays as it was; a full-page form gets a page with a way back.
 */
import type { ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { KindDef, RouteDef } from '../../contract'
import { SideModal } from '../forms/side-modal'
import { createdKind, kindByName } from '../pages/registry-lookup'
import { closePath } from '../pages/use-close-path'
import { useOperationAccess } from './use-access'

interface RouteForm {
  kind: KindDef
  operation?: string
  verb: string
}

/** the kind and operation a route's form submits: a create form (or its stand-in), an edit form */
export function formOf(route: RouteDef): RouteForm | undefined {
  const created = createdKind(route)
  if (created !== undefined) {
    const kind = kindByName(created)
    return { kind, operation: kind.forms.create?.operation ?? kind.ops.create?.id, verb: 'create' }
  }
  if (route.page.type !== 'edit') return undefined
  const kind = kindByName(route.page.kind)
  return { kind, operation: kind.forms.update?.operation ?? kind.ops.update?.id, verb: 'change' }
}

function Notice({ kind, verb, reason }: { kind: KindDef; verb: string; reason: string }) {
  return (
    <p className="notice notice-warning">
      You can view {kind.plural} here but not {verb} them. {reason}.
    </p>
  )
}

/**
 * The route's page, or the notice when the user's role cannot submit its form. Only routes
 * with a form (`formOf`) are wrapped: the others, the sign-in page among them, ask nothing.
 */
export function AccessNotice({
  route,
  form,
  children,
}: {
  route: RouteDef
  form: RouteForm
  children: ReactNode
}) {
  const params = useParams()
  const navigate = useNavigate()
  const access = useOperationAccess(form.operation, params)
  if (access.enabled || !access.reason) return children
  const back = closePath(route, form.kind, params)
  const title = route.title ?? `${form.verb === 'create' ? 'Create' : 'Edit'} ${form.kind.singular}`
  const notice = <Notice kind={form.kind} verb={form.verb} reason={access.reason} />
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
            Back to {form.kind.plural}
          </Link>
        </p>
      </div>
    </section>
  )
}
