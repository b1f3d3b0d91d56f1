// The two tables codegen writes beside the mock's compiled request checks
// (src/generated/validators/mock), and the mock reads instead of the request schemas.

/** a query parameter read as other than text: as a number, a boolean, or either */
export type QueryReading = 'number' | 'boolean' | 'number or boolean'

/** by operation id, then parameter name: the parameters not read as text */
export type QueryReadings = Record<string, Record<string, QueryReading>>

/** the top-level fields a body type declares, and whether it refuses others */
export interface BodyShape {
  fields: string[]
  /** `additionalProperties: false`: anything else is refused */
  closed: boolean
}

/** by operation id: the shape of each body that is one object type */
export type BodyShapes = Record<string, BodyShape>
