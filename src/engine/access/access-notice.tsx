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
