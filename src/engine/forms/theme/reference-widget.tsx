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

/**
 * Every field name a form's schema has, at any depth (a network interface's VPC sits beside its
 * subnet inside a list): a picker's scope the form asks for anywhere is the form's to give.
 */
function fieldNames(root: object): string[] {
  const known = namesOfForm.get(root)
  if (known) return known
  const names = new Set<string>()
  const walk = (node: unknown, depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 12) return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && typeof value === 'object' && value !== null) {
        for (const name of Object.keys(value)) names.add(name)
      }
      walk(value, depth + 1)
    }
  }
  walk(root, 0)
  const found = [...names]
  namesOfForm.set(root, found)
  return found
}

/** a form's schema is walked once, not on every keystroke of every picker in it */
const namesOfForm = new WeakMap<object, string[]>()

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
      formFields={fieldNames(props.registry.rootSchema)}
      by={props.schema.format === 'uuid' ? 'id' : 'name'}
      freeText={freeText}
      required={props.required}
      disabled={props.disabled || props.readonly}
      invalid={Boolean(props.rawErrors?.length)}
      describedBy={ariaDescribedByIds(props.id)}
    />
  )
}
