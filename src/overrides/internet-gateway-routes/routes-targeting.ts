import type { RouterRoute } from '../../generated/platform/models'

/**
 * The routes that send traffic to a gateway: a route names its target gateway by name or by
 * id (the platform takes either), so both count.
 */
export function routesTargeting(
  gateway: { id: string; name: string },
  routes: readonly RouterRoute[],
): RouterRoute[] {
  return routes.filter(
    ({ target }) =>
      target.type === 'internet_gateway' &&
      'value' in target &&
      (target.value === gateway.name || target.value === gateway.id),
  )
}
