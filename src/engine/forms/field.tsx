import type { ReactNode } from 'react'

interface FieldProps {
  /** the id of the control the label names */
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: ReactNode
}

/**
 * One labelled control in the engine's form styles, its hint and error described by id: for the
 * forms overrides write by hand (rjsf forms get the same look from the theme's FieldTemplate).
 */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <FieldLabel id={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      {hint && (
        <div id={`${id}__description`} className="form-description">
          {hint}
        </div>
      )}
      {error && (
        <ul id={`${id}__error`} className="form-field-errors">
          <li>{error}</li>
        </ul>
      )}
    </div>
  )
}

/** A control's visible label, with the required mark screen readers skip (they hear `required`). */
export function FieldLabel({
  id,
  required,
  children,
}: {
  id: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={id} className="form-label">
      {children}
      {required && (
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

/** aria-describedby for a control rendered in a Field. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}__description` : '', error ? `${id}__error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
