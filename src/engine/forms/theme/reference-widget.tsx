import type { WidgetProps } from '@rjsf/utils'
import { ariaDescribedByIds } from '@rjsf/utils'
import { useParams } from 'react-router'
import { ScopedReferencePicker, scopeLookup } from '../../references'
import { fieldLabel, pickerLabel } from './labels'

/** The form's own values, handed to widgets so a picker can scope by a sibling (the VPC). */
export interface FormContext {
  formData?: unknown
}

/** The schema keyword the codegen puts on a property that names another kind's item. */
export const REFERENCE_KEYWORD = 'x-reference'
/** Beside it, from the codegen: any name may be typed (the API takes names not made yet). */
const FREE_TEXT_KEYWORD = 'x-reference-free'

export function referencedKind(schema: WidgetProps['schema']): string | undefined {
  const kind = (schema as Record<string, unknown>)[REFERENCE_KEYWORD]
  return typeof kind === 'string' ? kind : undefined
}

/** A property naming another kind's item: picked by name, scoped by the page and the form. */
export function ReferenceWidget(props: WidgetProps) {
  const params = useParams()
  const kind = referencedKind(props.schema)
  if (!kind) throw new Error(`${props.id} is no reference`)
  const context = props.registry.formContext as FormContext | undefined
  const freeText = (props.schema as Record<string, unknown>)[FREE_TEXT_KEYWORD] === true
  return (
    <ScopedReferencePicker
      id={props.id}
      label={pickerLabel(fieldLabel(props.label))}
      kind={kind}
      value={typeof props.value === 'string' && props.value !== '' ? props.value : undefined}
      onChange={(value) => props.onChange(value ?? props.options.emptyValue)}
      scope={scopeLookup(params, context?.formData)}
      formFields={Object.keys(props.registry.rootSchema.properties ?? {})}
      by={props.schema.format === 'uuid' ? 'id' : 'name'}
      freeText={freeText}
      required={props.required}
      disabled={props.disabled || props.readonly}
      invalid={Boolean(props.rawErrors?.length)}
      describedBy={ariaDescribedByIds(props.id)}
    />
  )
}
