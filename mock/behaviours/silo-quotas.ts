/** a silo's quotas: one row per silo, viewed and changed through the silo */
import type { MockContext } from '../context.ts'
import { notFound } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf } from './lookup.ts'

const quotasOf = (ctx: MockContext, siloId: unknown) => {
  const row = ctx.db.table('siloQuotas').find((quotas) => quotas.silo_id === siloId)
  if (!row) throw notFound('not found: quotas of the silo')
  return row
}

export const siloQuotaBehaviours: Behaviour[] = [
  {
    operationId: 'silo_quotas_view',
    method: 'get',
    path: '/v1/system/silos/{silo}/quotas',
    handle: (ctx, call) => respond(call.op, quotasOf(ctx, itemOf(ctx, 'silo', call).id)),
  },
  {
    operationId: 'silo_quotas_update',
    method: 'put',
    path: '/v1/system/silos/{silo}/quotas',
    handle: (ctx, call) => {
      const quotas = quotasOf(ctx, itemOf(ctx, 'silo', call).id)
      const changes = Object.entries(bodyOf(call)).filter(([, value]) => value != null)
      Object.assign(quotas, Object.fromEntries(changes))
      return respond(call.op, quotas)
    },
  },
]
