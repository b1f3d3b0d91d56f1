/**
 * The page's mock answers through the same routes and the same `answer` as the msw handlers
 * Node uses, matched here by method and path template: msw's request handlers bring a cookie
 * jar and a public-suffix list (over 100 kB gzip) that a fetch inside the page never needs.
 */
import type { MockContext } from './context.ts'
import { answer, type Route } from './platform.ts'

interface Matcher {
  route: Route
  method: string
  pattern: RegExp
  names: string[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/v1/instances/{instance}` matches one non-empty segment per parameter, as msw's paths do */
function matcherOf(route: Route): Matcher {
  const names: string[] = []
  const source = route.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part)
      if (!param) return escapeRegExp(part)
      names.push(param[1] ?? '')
      return '([^/]+)'
    })
    .join('')
  return { route, method: route.method.toUpperCase(), pattern: new RegExp(`^${source}/?$`), names }
}

/** answers a request, or undefined when no route matches (the caller says 404) */
export function dispatcher(
  ctx: MockContext,
  routes: Route[],
): (request: Request) => Promise<Response> | undefined {
  const matchers = routes.map(matcherOf)
  return (request) => {
    const path = new URL(request.url).pathname
    for (const { route, method, pattern, names } of matchers) {
      if (method !== request.method) continue
      const found = pattern.exec(path)
      if (!found) continue
      // parseCall decodes the values, as it does msw's
      const params = Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']))
      return answer(ctx, route, request, params)
    }
    return undefined
  }
}
