import type { FormValidation } from '@rjsf/utils'
import { fieldChecks } from './lookup'

type Body = Record<string, unknown>

/**
 * The override checks of one form's fields (see `FieldCheck`), ready to run after the form's
 * own rules: each adds its message to its field. The checks are hooks; a form's set never
 * changes while the app runs, so they are called in the same order on every render.
 */
export function useFieldChecks(formId: string): (formData: Body, errors: FormValidation) => void {
  const checks = fieldChecks(formId).map(
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed set per form, same order
    ([field, useCheck]) => [field, useCheck()] as const,
  )
  return (formData, errors) => {
    for (const [field, check] of checks) {
      const message = check(formData)
      const fieldErrors = (errors as Record<string, FormValidation | undefined>)[field]
      // the override's check is the field's own word: it replaces the engine's generic one (a
      // disk of 0 GiB reads "Must be at least 1 GiB", not that and "Must be more than 0 GiB")
      if (message && fieldErrors) fieldErrors.__errors = [message]
    }
  }
}
