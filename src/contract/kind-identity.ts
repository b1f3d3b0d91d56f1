import type { KindDef, Registry } from './registry'

/**
 * What says which resource a kind is: the method and path of its list, else its view, else
 * any of its own operations (`GET /v1/images`). Two registries' kinds of one name are the same
 * resource only when this is the same: codegen records it for our document
 * (src/generated/platform/kinds.ts), and the app binds our overrides to another document's kind only
 * where it matches. Operation ids are not enough: a document without them gets ids made from
 * its paths, and Hetzner's `GET /images` becomes `image_list` as ours is.
 */
export function kindIdentity(kind: KindDef): string | undefined {
  const { list, view, create, update, delete: remove } = kind.ops
  const operation = list ?? view ?? create ?? update ?? remove
  return operation === undefined ? undefined : `${operation.method.toUpperCase()} ${operation.path}`
}

/**
 * One short string for the operations a registry holds, by id (FNV-1a over the sorted ids).
 * Our overrides are written against our document's ids: when the registry's fingerprint is
 * another, the app hands the facade our operations' calls so a renamed one is still found.
 */
export function operationsFingerprint(registry: Pick<Registry, 'kinds'>): string {
  const ids = new Set<string>()
  for (const kind of Object.values(registry.kinds)) {
    for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
      if (op) ids.add(op.id)
    }
  }
  let hash = 0x811c9dc5
  for (const char of [...ids].sort().join(',')) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
