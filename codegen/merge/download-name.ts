// A download action's file name (`support-bundle-{id}.zip`): each `{field}` a field of the
// item, checked against the document and turned into the engine's path the console fills.
import { enginePath } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { fieldSchema, propertiesOf, refNameOf } from '../infer/schemas.ts'
import type { Schema } from '../util/openapi.ts'
import { known } from './checker.ts'
import type { Place } from './place.ts'

export interface DownloadNameInput {
  model: Model
  template: unknown
  item: Schema | undefined
  place: Place
}

/** the template with engine paths, or undefined (reported) when it names an unknown field */
export function downloadName({ model, template, item, place }: DownloadNameInput) {
  const { file, at, check } = place
  if (typeof template !== 'string' || template.trim() === '') {
    check.error(file, at, 'a download needs a file name')
    return undefined
  }
  let sound = true
  const named = template.replace(/\{([^}]+)\}/g, (_, field: string) => {
    if (fieldSchema(model.document, item, field) !== undefined) return `{${enginePath(field)}}`
    const names = Object.keys(propertiesOf(model.document, item))
    const itemName = refNameOf(item) ?? 'the item'
    check.missing(file, at, `unknown field "${field}" in ${itemName} (${known(names, field)})`)
    sound = false
    return ''
  })
  return sound ? named : undefined
}
