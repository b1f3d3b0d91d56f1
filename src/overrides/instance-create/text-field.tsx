import { describedBy, Field } from '../../engine'

/**
 * One line of text in the create page's look: label, hint and error tied to the input by id,
 * so a screen reader hears them with it (and hears `required`, the label's mark being hidden).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  hint,
  error,
  mono,
  placeholder,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint?: string
  error?: string
  /** addresses and the like, where each character counts */
  mono?: boolean
  placeholder?: string
}) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        className={mono ? 'form-input mono' : 'form-input'}
        value={value}
        placeholder={placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  )
}
