/**
 * A schema with every `#/definitions/…` reference replaced by what it names (siblings such as
 * a field's title kept over the definition's), except a reference back into a definition being
 * expanded, which stays. rjsf resolves references only partly before it asks a form validator
 * about a union's variant, and looks the validator up by a hash of the schema; codegen files
 * each validator under the hash of this form too, and the form validator looks there when the
 * partly resolved one misses, so both sides meet however far rjsf resolved.
 */
export function dereferencedSchema(
  schema: unknown,
  definitions: Record<string, unknown> | undefined,
  expanding: readonly string[] = [],
): unknown {
  if (Array.isArray(schema)) {
    return schema.map((item) => dereferencedSchema(item, definitions, expanding))
  }
  if (typeof schema !== 'object' || schema === null) return schema
  const { $ref: ref, ...siblings } = schema as Record<string, unknown>
  const name =
    typeof ref === 'string' && ref.startsWith('#/definitions/')
      ? ref.slice('#/definitions/'.length)
      : undefined
  const target = name === undefined ? undefined : definitions?.[name]
  if (name !== undefined && typeof target === 'object' && !expanding.includes(name)) {
    return dereferencedSchema({ ...target, ...siblings }, definitions, [...expanding, name])
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      // the definitions themselves stay as they are: the references above reach them
      key === 'definitions' ? value : dereferencedSchema(value, definitions, expanding),
    ]),
  )
}
