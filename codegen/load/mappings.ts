// Published documents are often bundled from many files by tools that rewrite `$ref`s but not
// `discriminator.mapping` values, leaving names of files that were never shipped (DigitalOcean's
// document maps "attach" to `models/volume_action_post_attach.yml`). A mapping is a hint: the
// union's variants still say what each one is. So a mapping value that resolves to nothing is
// dropped with a warning naming its place, instead of failing the whole run.
import type { Problem } from '../util/diagnostics.ts'
import { isObject, toPointer, type JsonObject } from '../util/json.ts'
import { resolvePointer } from './resolve.ts'
import { walkObjects } from './walk-objects.ts'

type Finding = Omit<Problem, 'file'>

/** removes, in place, mapping values that name no schema; one warning per value removed */
export function dropDanglingMappings(document: JsonObject): Finding[] {
  const findings: Finding[] = []
  walkObjects(document, (value, at) => {
    const mapping = isObject(value.discriminator) ? value.discriminator.mapping : undefined
    if (!isObject(mapping)) return
    for (const [tag, target] of Object.entries(mapping)) {
      if (typeof target === 'string' && namesSchema(document, target)) continue
      delete mapping[tag]
      findings.push({
        at: toPointer([...at, 'discriminator', 'mapping', tag]),
        reason: `discriminator mapping "${String(target)}" names no schema of this document; ignored`,
      })
    }
  })
  return findings
}

/** a mapping value is a `#/…` pointer or, by the specification, a bare schema name */
function namesSchema(document: JsonObject, target: string): boolean {
  if (target.startsWith('#')) return resolvePointer(document, target) !== undefined
  if (target.includes('/') || target.includes('.')) return false
  const schemas = isObject(document.components) ? document.components.schemas : undefined
  return isObject(schemas) && Object.hasOwn(schemas, target)
}
