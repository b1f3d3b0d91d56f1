// Merges a multi-file document: the root plus fragments that contribute `paths` and
// `components.*`. A path or component defined twice is an error naming both files.
import type { Problem } from '../util/diagnostics.ts'
import { isObject, toPointer, type JsonObject } from '../util/json.ts'
import { Origins } from './origins.ts'

export interface SourceFile {
  /** display path of the file */
  file: string
  content: unknown
}

export interface MergedDocument {
  document: JsonObject
  origins: Origins
  problems: Problem[]
}

const FRAGMENT_KEYS = new Set(['paths', 'components'])

export function mergeFragments(root: SourceFile, fragments: readonly SourceFile[]): MergedDocument {
  const problems: Problem[] = []
  const origins = new Origins(root.file)
  if (!isObject(root.content)) {
    problems.push({ file: root.file, at: '', reason: 'the root document must be an object' })
    return { document: {}, origins, problems }
  }
  const document: JsonObject = { ...root.content }
  const paths: JsonObject = isObject(document.paths) ? { ...document.paths } : {}
  const components: Record<string, JsonObject> = {}
  for (const [section, entries] of Object.entries(objectOr(document.components))) {
    components[section] = { ...objectOr(entries) }
  }
  for (const key of Object.keys(paths)) origins.set(toPointer(['paths', key]), root.file)
  for (const [section, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries)) {
      origins.set(toPointer(['components', section, name]), root.file)
    }
  }

  for (const fragment of fragments) {
    if (!isObject(fragment.content)) {
      // an empty YAML file parses to null: nothing to merge, and not worth failing over
      if (fragment.content === null || fragment.content === undefined) continue
      problems.push({ file: fragment.file, at: '', reason: 'a fragment must be an object' })
      continue
    }
    const extra = Object.keys(fragment.content).filter((key) => !FRAGMENT_KEYS.has(key))
    if (extra.length > 0) {
      problems.push({
        file: fragment.file,
        at: '',
        reason: `a fragment may only hold paths and components, not ${extra.join(', ')}`,
      })
    }
    for (const [key, item] of Object.entries(objectOr(fragment.content.paths))) {
      const pointer = toPointer(['paths', key])
      const owner = origins.get(pointer)
      if (owner !== undefined) {
        problems.push(duplicate(fragment.file, pointer, `path ${key}`, owner))
        continue
      }
      paths[key] = item
      origins.set(pointer, fragment.file)
    }
    for (const [section, entries] of Object.entries(objectOr(fragment.content.components))) {
      const target = (components[section] ??= {})
      for (const [name, value] of Object.entries(objectOr(entries))) {
        const pointer = toPointer(['components', section, name])
        const owner = origins.get(pointer)
        if (owner !== undefined) {
          problems.push(duplicate(fragment.file, pointer, `component ${section}.${name}`, owner))
          continue
        }
        target[name] = value
        origins.set(pointer, fragment.file)
      }
    }
  }
  document.paths = paths
  if (Object.keys(components).length > 0) document.components = components
  return { document, origins, problems }
}

function objectOr(value: unknown): JsonObject {
  return isObject(value) ? value : {}
}

function duplicate(file: string, pointer: string, what: string, owner: string): Problem {
  return { file, at: pointer, reason: `${what} is already defined in ${owner}` }
}
