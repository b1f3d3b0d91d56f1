/** silo and project policies, each kept per silo and per project (`session/policies.ts`) */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { unauthorized } from '../errors.ts'
import { respond } from '../respond.ts'
import { policyOf, type PolicyScope, wirePolicy } from '../session/policies.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf } from './lookup.ts'

interface PolicyEndpoint {
  name: string
  path: string
  scope: PolicyScope
  owner: (ctx: MockContext, call: Call) => unknown
}

const endpoints: PolicyEndpoint[] = [
  {
    name: 'policy',
    path: '/v1/policy',
    scope: 'silo',
    owner: (ctx, call) => {
      const user = ctx.session.current(call.request)
      if (!user) throw unauthorized()
      return user.silo_id
    },
  },
  {
    name: 'silo_policy',
    path: '/v1/system/silos/{silo}/policy',
    scope: 'silo',
    owner: (ctx, call) => itemOf(ctx, 'silo', call).id,
  },
  {
    name: 'project_policy',
    path: '/v1/projects/{project}/policy',
    scope: 'project',
    owner: (ctx, call) => itemOf(ctx, 'project', call).id,
  },
]

export const policyBehaviours: Behaviour[] = endpoints.flatMap((endpoint): Behaviour[] => [
  {
    operationId: `${endpoint.name}_view`,
    method: 'get',
    path: endpoint.path,
    handle: (ctx, call) => {
      const row = policyOf(ctx.registry, ctx.db, endpoint.scope, endpoint.owner(ctx, call))
      return respond(call.op, wirePolicy(row))
    },
  },
  {
    operationId: `${endpoint.name}_update`,
    method: 'put',
    path: endpoint.path,
    handle: (ctx, call) => {
      const row = policyOf(ctx.registry, ctx.db, endpoint.scope, endpoint.owner(ctx, call))
      row.role_assignments = bodyOf(call).role_assignments ?? []
      return respond(call.op, wirePolicy(row))
    },
  },
])
