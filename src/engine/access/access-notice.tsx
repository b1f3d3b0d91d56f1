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

/**
 * A bespoke form's route says what it does by its id, as a full-page create does
 * (`<kind>.create`): `<kind>.clone` and `<kind>.fromSnapshot` create too, `<kind>.edit`
 * changes one item.
 */
const BESPOKE_VERBS: Record<string, 'create' | 'change'> = {
  clone: 'create',
  fromSnapshot: 'create',
  edit: 'change',
}

// a kind without a create or update of its own (firewall rules) is changed as a whole list:
// its one update is what every form of it submits
const creates = (kind: KindDef) =>
  kind.forms.create?.operation ?? kind.ops.create?.id ?? kind.ops.update?.id
const changes = (kind: KindDef) => kind.forms.update?.operation ?? kind.ops.update?.id

/** the kind and operation a route's form submits: a create form (or its stand-in), an edit form */
export function formOf(route: RouteDef): RouteForm | undefined {
  const created = createdKind(route)
  if (created !== undefined) {
    const kind = kindByName(created)
    return { kind, operation: creates(kind), verb: 'create' }
  }
  const page = route.page
  if (page.type === 'override' && page.kind !== undefined) {
    const verb = BESPOKE_VERBS[route.id.slice(page.kind.length + 1)]
    if (!route.id.startsWith(`${page.kind}.`) || verb === undefined) return undefined
    const kind = kindByName(page.kind)
    return { kind, operation: verb === 'create' ? creates(kind) : changes(kind), verb }
  }
  if (page.type !== 'edit') return undefined
  const kind = kindByName(page.kind)
  return { kind, operation: changes(kind), verb: 'change' }
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
