/**
 * A form's input across a 401: the client sends the page to sign in (spec §7), which loads
 * the console anew, and what the person typed would be gone when they come back to the same
 * form. Each submit keeps the input in session storage (this tab only, cleared with it) until
 * the answer is anything but a 401; the form at the same address takes it back once. A draft
 * is never logged or sent anywhere, and secrets (passwords) are never kept.
 */
import type { RJSFSchema } from '@rjsf/utils'

type Body = Record<string, unknown>

const keyOf = (formId: string, path: string) => `form-draft:${formId}:${path}`

/** a field that holds a secret: the document marks it a password, or write-only */
function isSecret(name: string, schema: RJSFSchema): boolean {
  const property = schema.properties?.[name]
  if (typeof property !== 'object') return false
  return property.format === 'password' || property.writeOnly === true || /password/i.test(name)
}

export function keepDraft(formId: string, path: string, data: Body, schema: RJSFSchema): void {
  const kept = Object.fromEntries(Object.entries(data).filter(([name]) => !isSecret(name, schema)))
  try {
    sessionStorage.setItem(keyOf(formId, path), JSON.stringify(kept))
  } catch {
    // no storage (private mode, quota): the form simply starts empty after sign-in
  }
}

export function dropDraft(formId: string, path: string): void {
  sessionStorage.removeItem(keyOf(formId, path))
}

/** the draft kept for this form at this address, if any */
export function readDraft(formId: string, path: string): Body | undefined {
  const raw = sessionStorage.getItem(keyOf(formId, path))
  if (!raw) return undefined
  try {
    const draft: unknown = JSON.parse(raw)
    return typeof draft === 'object' && draft !== null ? (draft as Body) : undefined
  } catch {
    return undefined
  }
}
