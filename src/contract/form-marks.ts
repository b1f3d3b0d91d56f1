// Marks codegen writes into a form's schema for the engine to act on.

/**
 * Marks, on an object schema, the properties the API requires but accepts as null: the form
 * leaves them optional and sends an explicit null when they are left empty.
 */
export const NULL_WHEN_EMPTY = 'x-null-when-empty'
