import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { getDefaultFormState, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils'
import { useQuery } from '@tanstack/react-query'
import type { ApiResult } from '../data/client'
import { useFieldChecks } from '../slots/field-checks'
import { fieldOverrides } from '../slots/lookup'
import type { FormDef } from '../../contract'
import type { PlannedRequest } from '../data/planned-request'
import { Loading } from '../pages/status'
import { RequestDisclosure } from '../request/request-disclosure'
import { dropDraft, keepDraft, readDraft } from './drafts'
import { errorSummary } from './error-summary'
import { fillNulls } from './fill-nulls'
import { FormFooterErrors } from './form-footer'
import { LeaveConfirm } from './leave-confirm'
import { loadForm } from './load-form'
import { fieldErrorsFor } from './server-errors'
import { SideModal } from './side-modal'
import { specValidation } from '../validation'
import { ThemedForm } from './theme'

type Body = Record<string, unknown>

interface FormPanelProps {
  form: FormDef
  /** values to start from (wire shape); only fields of the form's schema are kept */
  initialData?: Body
  /** sends the body; the panel shows a failure in its footer and keeps the input */
  submit: (body: Body) => Promise<ApiResult<unknown>>
  onSuccess: (data: unknown, body: Body) => void
  onClose: () => void
  /** the call `submit` makes for a body: shown under the form as "Show request" */
  request?: (body: Body) => PlannedRequest
  /** what the form shows above its fields and does not send (an item's read-only properties) */
  intro?: ReactNode
}

/** The fields of `data` the schema knows: an item seeds its update form this way. */
function pickSchemaFields(data: Body | undefined, schema: RJSFSchema): Body {
  if (!data) return {}
  const names = Object.keys(schema.properties ?? {})
  return Object.fromEntries(
    names.filter((name) => data[name] !== undefined).map((name) => [name, data[name]]),
  )
}

/** Field widgets registered as overrides join the codegen's uiSchema. */
function withFieldOverrides(formId: string, uiSchema: UiSchema): UiSchema {
  const out: UiSchema = { ...uiSchema }
  for (const [field, widget] of Object.entries(fieldOverrides(formId))) {
    out[field] = { ...(out[field] as UiSchema | undefined), 'ui:widget': widget }
  }
  return out
}

/**
 * Fields a caller's form definition hides beyond those codegen removed (an image made from a
 * snapshot has its source already): kept in the data the caller seeds, never shown.
 */
function withHidden(hidden: string[], schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  const out: UiSchema = { ...uiSchema }
  for (const field of hidden) {
    if (schema.properties?.[field] !== undefined) {
      out[field] = { ...(out[field] as UiSchema | undefined), 'ui:widget': 'hidden' }
    }
  }
  return out
}

/**
 * A create or edit form in a side modal: the generated schema rendered with our theme,
 * validated on submit, server errors in the footer (and on the name field for a name clash).
 */
export function FormPanel({
  form,
  initialData,
  submit,
  onSuccess,
  onClose,
  request,
  intro,
}: FormPanelProps) {
  const query = useQuery({
    queryKey: ['form', form.id],
    queryFn: () => loadForm(form.id),
    staleTime: Infinity,
  })
  const prepared = useMemo(() => {
    if (!query.data) return undefined
    const { schema, uiSchema, validator } = query.data
    return {
      schema,
      uiSchema: withHidden(form.hidden, schema, withFieldOverrides(form.id, uiSchema)),
      rules: specValidation(schema),
      validator,
    }
  }, [query.data, form.id, form.hidden])
  const checkFields = useFieldChecks(form.id)
  const formElementId = useId()
  // the address a 401 asks sign-in to come back to (the client reads the address bar too)
  const [pathname] = useState(() => window.location.pathname)
  // what was typed before a 401 sent the page to sign in, back once at the same address
  const [edited, setEdited] = useState<Body | undefined>(() => readDraft(form.id, pathname))
  useEffect(() => dropDraft(form.id, pathname), [form.id, pathname])
  const [serverErrors, setServerErrors] = useState<string[]>([])
  // what the last submit's checks found, listed in the footer beside the server's refusal
  const [clientErrors, setClientErrors] = useState<string[]>([])
  const [fieldErrors, setFieldErrors] = useState<ErrorSchema | undefined>(undefined)
  const [submitting, setSubmitting] = useState(false)
  const [confirmingLeave, setConfirmingLeave] = useState(false)

  const seed = useMemo(
    () => (prepared ? pickSchemaFields(initialData, prepared.schema) : undefined),
    [prepared, initialData],
  )
  // what the form shows before anyone types: the seed with the schema's defaults filled in
  // (a union's tag), which rjsf reports as a change when it mounts
  const untouched = useMemo(
    () =>
      prepared
        ? getDefaultFormState(prepared.validator, prepared.schema, seed, prepared.schema)
        : undefined,
    [prepared, seed],
  )
  const formData = edited ?? seed
  const dirty = edited !== undefined && JSON.stringify(edited) !== JSON.stringify(untouched)

  const requestClose = () => (dirty ? setConfirmingLeave(true) : onClose())

  const onSubmit = async (data: Body) => {
    if (!prepared) return
    const body = fillNulls(data, prepared.schema) as Body
    setClientErrors([])
    setSubmitting(true)
    keepDraft(form.id, pathname, data, prepared.schema)
    const result = await submit(body)
    setSubmitting(false)
    // a 401 is leaving for sign-in with the draft kept; any other answer ends the draft
    if (result.type !== 'error' || result.statusCode !== 401) dropDraft(form.id, pathname)
    if (result.type === 'success') {
      onSuccess(result.data, body)
      return
    }
    setServerErrors([result.error.message])
    const errors = fieldErrorsFor(result.error, 'name' in (prepared.schema.properties ?? {}))
    setFieldErrors(errors)
    if (errors) document.getElementById('root_name')?.focus()
  }

  const footerErrors = [...clientErrors, ...serverErrors]
  const footer = (
    <>
      <FormFooterErrors errors={footerErrors} />
      <div className="form-footer-actions">
        {footerErrors.length > 0 && (
          <span className="badge badge-danger form-footer-status">Error</span>
        )}
        <button type="button" className="btn btn-ghost" onClick={requestClose}>
          Cancel
        </button>
        <button
          type="submit"
          form={formElementId}
          className="btn btn-primary"
          disabled={!prepared || submitting}
        >
          {form.submitLabel}
        </button>
      </div>
    </>
  )

  return (
    <SideModal title={form.title} onRequestClose={requestClose} footer={footer}>
      {query.error && <p role="alert">{query.error.message}</p>}
      {/* the form's schema on its way: busy at once, a spinner if it takes a while */}
      {query.isPending && <Loading />}
      {intro}
      {prepared && (
        <ThemedForm
          id={formElementId}
          schema={prepared.schema}
          uiSchema={prepared.uiSchema}
          formData={formData}
          formContext={{ formData }}
          validator={prepared.validator}
          customValidate={(data: Body | undefined, errors, ui) => {
            const checked = prepared.rules.customValidate(data, errors, ui)
            checkFields(data ?? {}, checked)
            return checked
          }}
          transformErrors={prepared.rules.transformErrors}
          noHtml5Validate
          liveValidate={false}
          showErrorList={false}
          extraErrors={fieldErrors}
          onChange={(event) => {
            setEdited(event.formData as Body)
            setFieldErrors(undefined)
          }}
          onSubmit={(event) => void onSubmit(event.formData as Body)}
          // the errors show on their fields, and all of them in the footer (spec §8)
          onError={(errors) => {
            setServerErrors([])
            setClientErrors(errorSummary(errors, prepared.schema, prepared.uiSchema))
          }}
        />
      )}
      {prepared && request && (
        <RequestDisclosure request={request(fillNulls(formData ?? {}, prepared.schema) as Body)} />
      )}
      {confirmingLeave && (
        <LeaveConfirm onStay={() => setConfirmingLeave(false)} onLeave={onClose} />
      )}
    </SideModal>
  )
}
