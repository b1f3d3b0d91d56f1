import { useState } from 'react'
import { useParams } from 'react-router'
import { currentRegistry } from '../console/parts'
import { callOperation } from '../data/client'
import { toWire } from '../data/camelize'
import { buildOperationArgs } from '../data/params'
import { invalidateKind, useOperationQuery } from '../data/query'
import { FormPanel } from '../forms/lazy-form-panel'
import type { PageProps } from '../slots/types'
import type { FormDef, KindDef, OperationRef } from '../../contract'
import { useToast } from '../shell'
import { RelatedLists } from '../related/related-lists'
import { answerFields } from './answer-fields'
import { PropertiesList } from './properties-list'
import { kindByName, operationOfKind } from './registry-lookup'
import { LoadError, Loading } from './status'
import { TabHeading } from './tab-heading'

/** A one-object resource (auth settings, quotas…): its properties and an Edit form. */
export function SinglePage({ route }: PageProps) {
  if (route.page.type !== 'single') throw new Error(`Route ${route.id} is not a single page`)
  const kind = kindByName(route.page.kind)
  const view = kind.ops.view
  // a newer document may drop the read of a settable object (a target release): still settable
  const title = route.title ?? kind.title
  if (!view) return <ViewlessSingle kind={kind} title={title} tab={route.tab} />
  return <ViewedSingle kind={kind} view={view} title={title} tab={route.tab} />
}

interface SingleProps {
  kind: KindDef
  title: string
  /** the tab it sits under on its parent's page, whose heading is the page's one h1 */
  tab: string | undefined
}

/** the page's own heading, or a tab's under its parent's heading */
function SingleHeading({ title, tab }: { title: string; tab: string | undefined }) {
  return tab === undefined ? <h1>{title}</h1> : <TabHeading title={title} />
}

function ViewedSingle({ kind, view, title, tab }: SingleProps & { view: OperationRef }) {
  const params = useParams()
  const [editing, setEditing] = useState(false)
  const args = buildOperationArgs(view, params)
  const query = useOperationQuery<unknown>(view, args)
  const form = kind.forms.update
  // a kind whose document names no fields shows those the answer has
  const declared = kind.properties.length > 0 ? kind.properties : kind.columns
  const properties = declared.length > 0 ? declared : answerFields(query.data)

  return (
    <section className="single-page">
      <header className="page-header">
        <SingleHeading title={title} tab={tab} />
        {form && query.data !== undefined && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
      </header>
      {query.isLoading && <Loading />}
      {query.error && <LoadError error={query.error} />}
      {query.data !== undefined && (
        <PropertiesList kind={kind} item={query.data} params={params} properties={properties} />
      )}
      <RelatedLists kind={kind} params={params} />
      {editing && form && (
        <EditPanel
          kind={kind}
          form={form}
          initialData={toWire<Record<string, unknown>>(query.data, currentRegistry().wireKeys)}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  )
}

/** The object cannot be read, only set: the form starts empty. */
function ViewlessSingle({ kind, title, tab }: SingleProps) {
  const [editing, setEditing] = useState(false)
  const form = kind.forms.update
  return (
    <section className="single-page">
      <header className="page-header">
        <SingleHeading title={title} tab={tab} />
        {form && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
      </header>
      <p className="placeholder-note">
        This API does not say how to read the current {kind.singular}.
      </p>
      {editing && form && (
        <EditPanel kind={kind} form={form} initialData={{}} onClose={() => setEditing(false)} />
      )}
    </section>
  )
}

function EditPanel({
  kind,
  form,
  initialData,
  onClose,
}: {
  kind: KindDef
  form: FormDef
  initialData: Record<string, unknown>
  onClose: () => void
}) {
  const params = useParams()
  const toast = useToast()
  // the fields the form hides go back as they were read (an LLDP configuration's id, which
  // names the settings the call replaces): the object is sent whole
  const kept = Object.fromEntries(
    form.hidden.filter((field) => field in initialData).map((field) => [field, initialData[field]]),
  )
  const withKept = (body: Record<string, unknown>) => ({ ...kept, ...body })
  return (
    <FormPanel
      form={form}
      initialData={initialData}
      submit={(body) => {
        const op = operationOfKind(kind, form.operation)
        return callOperation(op, buildOperationArgs(op, params, { body: withKept(body) }))
      }}
      request={(body) => {
        const op = operationOfKind(kind, form.operation)
        return { op, args: buildOperationArgs(op, params, { body: withKept(body) }) }
      }}
      onSuccess={() => {
        void invalidateKind(kind.name)
        toast.success(`${kind.title} updated`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
