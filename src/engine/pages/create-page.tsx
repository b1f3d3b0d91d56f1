import { useNavigate, useParams } from 'react-router'
import { callOperation } from '../data/client'
import { formArgs } from '../data/params'
import { invalidateKind } from '../data/query'
import { FormPanel } from '../forms/lazy-form-panel'
import type { PageProps } from '../slots/types'
import type { KindDef, RouteDef } from '../../contract'
import { useToast } from '../shell'
import { kindByName, operationOfKind, routeById, routeOfKind } from './registry-lookup'
import { itemLabel, itemParams, routePath } from './route-path'
import { closePath } from './use-close-path'

/** The new item's page: its detail page, else where its name links (a project → its instances). */
function landingRoute(kind: KindDef): RouteDef | undefined {
  const named = kind.columns.find((column) => column.field === kind.labelField && column.linkTo)
  return routeOfKind(kind.name, 'detail') ?? (named?.linkTo ? routeById(named.linkTo) : undefined)
}

/** A kind's create form: on success, toast and go to the new item (or back to the list). */
export function CreatePage({ route }: PageProps) {
  if (route.page.type !== 'create') throw new Error(`Route ${route.id} is not a create form`)
  const kind = kindByName(route.page.kind)
  const form = kind.forms.create
  if (!form) throw new Error(`Kind "${kind.name}" has no create form`)
  const op = operationOfKind(kind, form.operation)
  const params = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const back = closePath(route, kind, params)

  const argsFor = (body: Record<string, unknown>) => formArgs(op, form, params, body)

  return (
    <FormPanel
      form={form}
      submit={(body) => callOperation(op, argsFor(body))}
      request={(body) => ({ op, args: argsFor(body) })}
      onSuccess={(created) => {
        void invalidateKind(kind.name)
        const done = form.pathInputs ? 'added' : 'created'
        toast.success(`${kind.title} ${itemLabel(kind, created)} ${done}`)
        void navigate(routePath(landingRoute(kind), itemParams(kind, created, params)) ?? back)
      }}
      onClose={() => void navigate(back)}
    />
  )
}
