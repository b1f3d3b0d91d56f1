import type { KindDef } from './registry'

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
