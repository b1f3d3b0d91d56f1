import { capitalize } from '../../../contract'

/**
 * A field's visible label: its title, or its wire name made readable when rjsf had nothing
 * better (`dns_name` → "Dns name").
 */
export function fieldLabel(label: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(label)) return label
  const words = label.replace(/_/g, ' ')
  return capitalize(words)
}

/**
 * A picker's label: it chooses an item by name, so a field named for the item's id ("Image
 * ID", from `image_id`) is labelled by the item ("Image"), as a person thinks of it.
 */
export function pickerLabel(label: string): string {
  return label.replace(/ IDs$/, 's').replace(/ ID$/, '')
}
