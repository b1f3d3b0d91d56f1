// The state field of a kind (`run_state`, `state.state`) and its values from the document.
import type { StateTable } from '../../src/contract/index.ts'
import { camelCase } from '../util/names.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { enumOf, propertiesOf, unionTag } from './schemas.ts'

const STATE_NAMES = ['run_state', 'state', 'status']

export interface StateField {
  /** wire path: `run_state`, `state.state` */
  wirePath: string
  values: string[]
}

export function findStateField(
  document: Document,
  item: Schema | undefined,
): StateField | undefined {
  const properties = propertiesOf(document, item)
  const candidates = [
    ...STATE_NAMES,
    ...Object.keys(properties)
      .filter((name) => name.endsWith('_state'))
      .sort(),
  ]
  for (const name of candidates) {
    const schema = properties[name]
    if (schema === undefined) continue
    const values = enumOf(document, schema)
    if (values !== undefined) return { wirePath: name, values: values.map(String) }
    const union = unionTag(document, schema)
    if (union !== undefined) return { wirePath: `${name}.${union.tag}`, values: union.values }
  }
  return undefined
}

// "running" is where things stay; the other -ing states are on their way somewhere.
const STEADY = new Set(['running', 'pending', 'existing'])

export function defaultStateTable(state: StateField): StateTable {
  return {
    field: state.wirePath.split('.').map(camelCase).join('.'),
    values: state.values,
    transitional: state.values.filter((value) => /ing$/.test(value) && !STEADY.has(value)),
  }
}
