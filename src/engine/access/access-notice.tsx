/**
 * A create or edit route's page, or, to a user whose role cannot submit its form, the reason
 * in its place (./refused-form.tsx).
 */
import { lazy, Suspense, type ReactNode } from 'react'
import { useParams } from 'react-router'
import type { KindDef, RouteDef } from '../../contract'
import { createdKind, kindByName } from '../pages/registry-lookup'
import { useOperationAccess } from './use-access'

// the refusal (a side panel with react-aria's modal and dialog, or a page) is for the few
// routes a role cannot submit: it loads then, not with every page before the first row
const RefusedForm = lazy(() => import('./refused-form'))

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
  const access = useOperationAccess(form.operation, useParams())
  if (access.enabled || !access.reason) return children
  return (
    <Suspense fallback={null}>
      <RefusedForm route={route} kind={form.kind} verb={form.verb} reason={access.reason} />
    </Suspense>
  )
}
