// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OperationRef, RouteDef } from '../../../../src/contract'
import { camelizeKeys } from '../../../../src/engine/data/camelize'
import { buildOperationArgs } from '../../../../src/engine/data/params'
import { itemOperationParams } from '../../../../src/engine/pages/route-path'
import seed from '../../../../src/generated/mock/seed.json'
import { registry } from '../../../../src/generated/registry'
import { sampleRoute } from '../../../e2e/route-samples'

/**
 * Every menu action of every listed kind, run on the seed world's first row of its list, names
 * all its operation needs: each path parameter and each required query parameter. A call that
 * sends `{alert_id}` unfilled is one no platform can answer (the mock's test of the calls the
 * console makes checks that some route answers it; this checks that the call is whole).
 */
const rows = seed as unknown as Record<string, unknown[]>

/** the route's params as the sample URL fills them */
function paramsOf(route: RouteDef, url: string): Record<string, string> {
  const names = route.path.split('/')
  const values = url.split('/')
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith(':')
        ? [[name.slice(1).replace(/\?$/, ''), decodeURIComponent(values[index] ?? '')]]
        : [],
    ),
  )
}

function missing(op: OperationRef, args: ReturnType<typeof buildOperationArgs>): string[] {
  const path = op.pathParams.filter((name) => args.path?.[name] === undefined)
  const query = op.queryParams
    .filter((param) => param.required && args.query?.[param.name] === undefined)
    .map((param) => `?${param.name}`)
  return [...path, ...query]
}

const lists = registry.routes.filter(
  (route): route is RouteDef & { page: { type: 'list'; kind: string } } =>
    route.page.type === 'list' && route.page.operation === undefined,
)

describe('the calls the list menus make', () => {
  it('name everything their operation needs', () => {
    const unfilled: string[] = []
    for (const route of lists) {
      const kind = registry.kinds[route.page.kind]
      const row = rows[route.page.kind]?.[0]
      const sample = sampleRoute(route)
      if (!kind || row === undefined || typeof sample === 'string') continue
      const params = paramsOf(route, sample.url)
      for (const action of kind.actions) {
        const op =
          Object.values(kind.ops).find((candidate) => candidate?.id === action.operation) ??
          kind.extraOps[action.operation]
        if (!op) continue
        const args = buildOperationArgs(
          op,
          itemOperationParams(registry, kind, op, camelizeKeys(row), params),
        )
        const gaps = missing(op, args)
        if (gaps.length > 0) unfilled.push(`${route.id} ${action.label}: ${gaps.join(', ')}`)
      }
    }
    expect(unfilled).toEqual([])
  })
})
