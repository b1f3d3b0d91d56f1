import type { KindDef, RouteDef } from './registry'

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
 * What says where a route's page stands: the parameters of its path, sorted (`image,project`
 * for `/projects/:project/images/:image`). A bespoke page written for our route of one id fits
 * another registry's route of that id only at the same scope: our image upload needs the
 * project it uploads into, which a silo's images page does not have.
 */
export function routeScope(route: Pick<RouteDef, 'path'>): string {
  const params = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')
  return params.sort().join(',')
}
