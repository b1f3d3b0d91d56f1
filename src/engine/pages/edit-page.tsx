import { useMemo } from 'react'
import { useNavigate, useParams } from 'react-router'
import { currentRegistry } from '../console/parts'
import { callOperation } from '../data/client'
import { toWire } from '../data/camelize'
import { buildOperationArgs } from '../data/params'
import { invalidateKind, useOperationQuery } from '../data/query'
import { PropertiesList } from './properties-list'
import { LoadError } from './status'
import { FormPanel } from '../forms/lazy-form-panel'
import type { PageProps } from '../slots/types'
import { useToast } from '../shell'
import { kindByName, operationOfKind } from './registry-lookup'
import { itemLabel } from './route-path'
import { closePath } from './use-close-path'

/** A kind's update form, seeded with the item as it is now. */
export function EditPage({ route }: PageProps) {
  if (route.page.type !== 'edit') throw new Error(`Route ${route.id} is not an edit form`)
  const kind = kindByName(route.page.kind)
  const form = kind.forms.update
  const view = kind.ops.view
  if (!form || !view) throw new Error(`Kind "${kind.name}" has no update form or view operation`)
  const op = operationOfKind(kind, form.operation)
  const params = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const back = closePath(route, kind, params)
  const item = useOperationQuery<unknown>(view, buildOperationArgs(view, params))
  const seed = useMemo(() => {
    if (item.data === undefined) return undefined
    const wire = toWire<Record<string, unknown>>(item.data, currentRegistry().wireKeys)
    // body fields the item holds under another name (the manifest's `seed`)
    for (const [field, from] of Object.entries(form.seed ?? {})) wire[field] = wire[from]
    return wire
  }, [item.data, form.seed])

  // the properties the manifest shows read-only above the fields, in its order
  const shown = (form.show ?? []).flatMap((field) =>
    kind.properties.filter((property) => property.field === field),
  )

  // an item that could not be read has nothing to edit: §8's screen says so, with a retry
  if (item.error) return <LoadError error={item.error} onRetry={() => void item.refetch()} />
  // the form seeds once: wait for the item rather than fill the fields later
  if (!seed) return null
  return (
    <FormPanel
      form={form}
      initialData={seed}
      intro={
        shown.length > 0 && (
          <PropertiesList kind={kind} item={item.data} params={params} properties={shown} />
        )
      }
      submit={(body) => callOperation(op, buildOperationArgs(op, params, { body }))}
      request={(body) => ({ op, args: buildOperationArgs(op, params, { body }) })}
      onSuccess={(updated) => {
        void invalidateKind(kind.name)
        toast.success(
          `${kind.title} ${itemLabel(kind, updated) || itemLabel(kind, item.data)} updated`,
        )
        void navigate(back)
      }}
      onClose={() => void navigate(back)}
    />
  )
}
