// A list operation's sort parameter, found in any document: an enum query parameter whose values
// name an item field and a direction (`name_ascending`, `time_and_id_descending`, `-created`).
// The console sends it so the server orders every page; a column without one sorts in the page.
import type { ServerSortRef, SortModeRef } from '../../src/contract/index.ts'
import type { Document, Parameter, Schema } from '../util/openapi.ts'
import { enumOf, propertiesOf } from './schemas.ts'

const SUFFIX = /^(.+?)[_.:-]?(ascending|descending|asc|desc)$/i
const SIGNED = /^([+-])([a-z][\w.]*)$/i

/**
 * The item field a value's field part names: the field itself, or for a compound order
 * (`time_and_id`) its first part, which may abbreviate the field (`time` → `time_created`).
 */
function fieldNamed(part: string, fields: string[]): string | undefined {
  const first = part.split(/_and_|,/)[0] ?? part
  return (
    fields.find((field) => field === first) ?? fields.find((field) => field.startsWith(`${first}_`))
  )
}

function modeOf(value: string, fields: string[]): SortModeRef | undefined {
  const suffixed = SUFFIX.exec(value)
  const signed = suffixed === null ? SIGNED.exec(value) : null
  const part = suffixed?.[1] ?? signed?.[2]
  if (part === undefined) return undefined
  const field = fieldNamed(part, fields)
  if (field === undefined) return undefined
  const descending = suffixed ? /^desc/i.test(suffixed[2] ?? '') : signed?.[1] === '-'
  return { value, field, descending }
}

/** the orders one parameter offers, or undefined when its values name no field and direction */
export function sortParam(
  document: Document,
  parameter: Parameter,
  item: Schema | undefined,
): ServerSortRef | undefined {
  if (parameter.in !== 'query') return undefined
  const values = enumOf(document, parameter.schema)?.filter((v) => typeof v === 'string')
  const fields = Object.keys(propertiesOf(document, item))
  const modes = (values ?? []).flatMap((value) => modeOf(value, fields) ?? [])
  return modes.length > 0 ? { param: parameter.name, modes } : undefined
}

/** The list's sort parameter: the first enum query parameter whose values read as orders. */
export function inferSort(
  document: Document,
  parameters: Parameter[],
  item: Schema | undefined,
): ServerSortRef | undefined {
  for (const parameter of parameters) {
    const sort = sortParam(document, parameter, item)
    if (sort !== undefined) return sort
  }
  return undefined
}
