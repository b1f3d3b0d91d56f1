import { capitalize } from '../../../contract'

/**
 * A title that is a schema's own name ("LoadBalancerAlgorithm", as vendors' documents title
 * their nested objects) names a type for the document's readers, not a field for a person: two
 * or more capitalised words run together. One word ("Type") or an acronym ("IPv6") is a label.
 */
const TYPE_NAME = /^(?:[A-Z][a-z\d]+){2,}$/

/**
 * A field's or group's visible label: its title, or its wire name made readable when rjsf had
 * nothing better (`dns_name` → "Dns name"). A title that is a type's name gives way to the
 * field's own `name` when it is known (`algorithm` → "Algorithm").
 */
export function fieldLabel(label: string, name?: string): string {
  if (name !== undefined && name !== label && TYPE_NAME.test(label)) return fieldLabel(name)
  if (!/^[a-z][a-z0-9_]*$/.test(label)) return label
  const words = label.replace(/_/g, ' ')
  return capitalize(words)
}

/** the wire name of the field at this place in the form (undefined at its root, or in a list) */
export function fieldName(path: readonly (string | number)[]): string | undefined {
  const last = path.at(-1)
  return typeof last === 'string' ? last : undefined
}

/**
 * A picker's label: it chooses an item by name, so a field named for the item's id ("Image
 * ID", from `image_id`) is labelled by the item ("Image"), as a person thinks of it.
 */
export function pickerLabel(label: string): string {
  return label.replace(/ IDs$/, 's').replace(/ ID$/, '')
}
