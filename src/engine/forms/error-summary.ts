import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils'
import { fieldLabel, pickerLabel } from './theme/labels'

/**
 * what the form shows as a field's label (theme/labels.ts, as the form's own templates read
 * it): the uiSchema's title, the schema's, or the wire name;
 * a list's is its legend, as written ("Droplet IDs", where one item's picker reads "Droplet")
 */
function labelOf(name: string, schema: RJSFSchema | undefined, ui: UiSchema | undefined): string {
  const title = fieldLabel(String(ui?.['ui:title'] ?? schema?.title ?? name), name)
  return schema?.type === 'array' ? title : pickerLabel(title)
}

/**
 * A property of an object, or of the variants and parts it is made of (a union of `allOf`s,
 * DigitalOcean's certificate request: its DNS names are in one variant's second part).
 */
function propertyOf(
  schema: RJSFSchema | undefined,
  name: string,
  root: RJSFSchema,
  depth = 0,
): RJSFSchema | undefined {
  if (schema === undefined || depth > 8) return undefined
  const property = schema.properties?.[name]
  if (typeof property === 'object') return property
  const ref = schema.$ref?.match(/^#\/definitions\/(.+)$/)?.[1]
  const referenced = ref === undefined ? undefined : root.definitions?.[ref]
  const parts = [
    referenced,
    ...(schema.allOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
  ]
  for (const part of parts) {
    if (typeof part !== 'object') continue
    const found = propertyOf(part, name, root, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The errors a failed submit found, each named by the field it is on, for the footer's list
 * (spec §8: several under "Errors" with a count), so an error on a field scrolled out of view
 * is still read. `.boot_disk.size` reads "Boot disk › Size: Must be at least 1".
 */
export function errorSummary(
  errors: RJSFValidationError[],
  schema: RJSFSchema,
  uiSchema: UiSchema,
): string[] {
  // in the order the form shows its fields, whichever check found the error first
  const order =
    (uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(schema.properties ?? {})
  const rank = (error: RJSFValidationError) => {
    const field = (error.property ?? '').split('.').filter(Boolean)[0] ?? ''
    const at = order.indexOf(field)
    return at === -1 ? order.length : at
  }
  const lines = [...errors]
    .sort((a, b) => rank(a) - rank(b))
    .map((error) => {
      const path = (error.property ?? '').split('.').filter(Boolean)
      let node: RJSFSchema | undefined = schema
      let ui: UiSchema | undefined = uiSchema
      const labels = path.map((segment) => {
        if (/^\d+$/.test(segment)) return `Item ${Number(segment) + 1}`
        const property = propertyOf(node, segment, schema)
        const label = labelOf(segment, property, ui?.[segment] as UiSchema)
        node = property
        ui = ui?.[segment] as UiSchema | undefined
        return label
      })
      const message = error.message ?? ''
      return labels.length > 0 ? `${labels.join(' › ')}: ${message}` : message
    })
  // a union reports the same miss once per variant tried: one line each is enough
  return [...new Set(lines)]
}
