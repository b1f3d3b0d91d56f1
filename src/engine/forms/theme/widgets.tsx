import type { ChangeEvent } from 'react'
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  type EnumOptionsType,
  type RJSFSchema,
  type WidgetProps,
} from '@rjsf/utils'
import { formatBytes } from '../../pages/format'
import { humanizeWord } from '../../pages/words'
import { ByteSizeField } from '../byte-size-field'
import { fieldLabel } from './labels'
import { ReferenceWidget, referencedKind } from './reference-widget'

/** rjsf gives union pickers ids ending like this; they sit outside any field label. */
const UNION_PICKER = /__(one|any)of_select$/

function common(props: WidgetProps) {
  return {
    id: props.id,
    name: props.htmlName ?? props.id,
    disabled: props.disabled || props.readonly,
    autoFocus: props.autofocus,
    required: props.required,
    'aria-invalid': props.rawErrors && props.rawErrors.length > 0 ? true : undefined,
    'aria-describedby': ariaDescribedByIds(props.id),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  }
}

/**
 * What a choice reads: its title when the document gives one, else its wire value in the words
 * a list cell shows it in (`v4` → "IPv4", `silo_user` → "Silo user"), so a value reads the same
 * where it is chosen and where it is shown.
 */
function choiceText(option: EnumOptionsType<RJSFSchema>): string {
  const { label, value } = option
  return typeof value === 'string' && label === value ? humanizeWord(value) : label
}

/**
 * A text holding only spaces is empty: left out when the field is optional (an optional address
 * of "  " is no address, not a malformed one), "Required" when it is not.
 */
const emptyTo = (props: WidgetProps, value: string) =>
  value.trim() === '' ? props.options.emptyValue : value

export function TextWidget(props: WidgetProps) {
  if (referencedKind(props.schema)) return <ReferenceWidget {...props} />
  const numeric = props.schema.type === 'integer' || props.schema.type === 'number'
  return (
    <input
      {...common(props)}
      className="form-input"
      type={numeric ? 'number' : 'text'}
      step={props.schema.type === 'integer' ? 1 : undefined}
      min={numeric ? props.schema.minimum : undefined}
      max={numeric ? props.schema.maximum : undefined}
      value={props.value ?? ''}
      placeholder={props.placeholder}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const raw = event.target.value
        props.onChange(numeric && raw !== '' ? Number(raw) : emptyTo(props, raw))
      }}
    />
  )
}

export function TextareaWidget(props: WidgetProps) {
  return (
    <textarea
      {...common(props)}
      className="form-input"
      rows={typeof props.options.rows === 'number' ? props.options.rows : 3}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(emptyTo(props, event.target.value))}
    />
  )
}

export function CheckboxWidget(props: WidgetProps) {
  return (
    <div className="form-checkbox">
      <input
        {...common(props)}
        required={false}
        type="checkbox"
        checked={Boolean(props.value)}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{fieldLabel(props.label)}</label>
    </div>
  )
}

/**
 * A list of distinct choices (an array of enum values, unique): one checkbox per value in a
 * group named by the field, rather than a multiple select few people can work.
 */
function ChoicesWidget(props: WidgetProps) {
  const { enumOptions = [] } = props.options
  const chosen: unknown[] = Array.isArray(props.value) ? props.value : []
  const toggle = (value: unknown, on: boolean) =>
    props.onChange(
      enumOptions
        .map((option) => option.value)
        .filter((candidate) => (candidate === value ? on : chosen.includes(candidate))),
    )
  return (
    <div role="group" aria-label={fieldLabel(props.label)} className="form-choices">
      {enumOptions.map((option, index) => (
        <div className="form-checkbox" key={index}>
          <input
            id={`${props.id}-${index}`}
            type="checkbox"
            disabled={props.disabled || props.readonly}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <label htmlFor={`${props.id}-${index}`}>{choiceText(option)}</label>
        </div>
      ))}
    </div>
  )
}

/** Enums, documented enums and union variants. A union picker labels itself with the field's label. */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <ChoicesWidget {...props} />
  const { enumOptions = [], enumDisabled } = props.options
  const selected = enumOptionsIndexForValue(props.value, enumOptions, false)
  const isPicker = UNION_PICKER.test(props.id)
  const select = (
    <select
      {...common(props)}
      className="form-input"
      value={typeof selected === 'string' ? selected : ''}
      onChange={(event) =>
        props.onChange(
          event.target.value === ''
            ? props.options.emptyValue
            : enumOptionsValueForIndex(event.target.value, enumOptions),
        )
      }
    >
      {/* a select holds what it shows: with no value yet, a required one shows a prompt, not
      its first option (which the data would not hold, and submit would call missing) */}
      {!isPicker && (!props.required || typeof selected !== 'string') && (
        <option value="" disabled={props.required}>
          {props.required ? 'Choose one' : '—'}
        </option>
      )}
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)} disabled={enumDisabled?.includes(option.value)}>
          {choiceText(option)}
        </option>
      ))}
    </select>
  )
  if (!isPicker) return select
  return (
    <div className="form-field">
      <label htmlFor={props.id} className="form-label">
        {/* a union at the form's root has no field name to be labelled by */}
        {fieldLabel(props.label || 'Type')}
      </label>
      {select}
    </div>
  )
}

export function RadioWidget(props: WidgetProps) {
  const { enumOptions = [] } = props.options
  return (
    <div role="radiogroup" aria-labelledby={`${props.id}__label`} className="form-radios">
      <span id={`${props.id}__label`} hidden>
        {fieldLabel(props.label)}
      </span>
      {enumOptions.map((option, index) => (
        <label key={index} className="form-radio">
          <input
            type="radio"
            name={props.id}
            id={`${props.id}-${index}`}
            disabled={props.disabled || props.readonly}
            checked={option.value === props.value}
            onChange={() => props.onChange(option.value)}
          />
          {choiceText(option)}
        </label>
      ))}
    </div>
  )
}

/**
 * A size chosen from a few (a disk's block size): the choices read as sizes, as the lists show
 * them ("4 KiB", "512 B"), while the value sent stays the byte count.
 */
export function ByteChoiceWidget(props: WidgetProps) {
  const enumOptions = (props.options.enumOptions ?? []).map((option) =>
    typeof option.value === 'number' ? { ...option, label: formatBytes(option.value) } : option,
  )
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />
}

/** Byte counts are typed in GiB and sent in bytes, within the schema's bounds. */
export function BytesWidget(props: WidgetProps) {
  return (
    <ByteSizeField
      {...common(props)}
      value={typeof props.value === 'number' ? props.value : undefined}
      minBytes={props.schema.minimum}
      maxBytes={props.schema.maximum}
      onChange={(bytes) => props.onChange(bytes)}
    />
  )
}

export const widgets = {
  TextWidget,
  TextareaWidget,
  CheckboxWidget,
  SelectWidget,
  RadioWidget,
  bytes: BytesWidget,
  byteChoice: ByteChoiceWidget,
}
