/** a silo's quotas: one row per silo, set when the silo is made, viewed and changed through it */
import { requireKind, type MockContext } from '../context.ts'
import { notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { assertUniqueName } from '../store/generic.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf } from './lookup.ts'

const quotasOf = (ctx: MockContext, siloId: unknown) => {
  const row = ctx.db
    .table(requireKind(ctx, 'siloQuotas').name)
    .find((quotas) => quotas.silo_id === siloId)
  if (!row) throw notFound('not found: quotas of the silo')
  return row
}

export const siloQuotaBehaviours: Behaviour[] = [
  {
    operationId: 'silo_create',
    method: 'post',
    path: '/v1/system/silos',
    handle: (ctx, call) => {
      const { quotas, tls_certificates: _certificates, admin_group_name, ...fields } = bodyOf(call)
      const time = now()
      const silo: WireItem = {
        description: '',
        ...fields,
        admin_group_name: admin_group_name ?? null,
        id: newId(),
        time_created: time,
        time_modified: time,
      }
      assertUniqueName(ctx, requireKind(ctx, 'silo'), silo)
      ctx.db.insert('silo', silo)
      ctx.db.insert('siloQuotas', { ...(quotas as WireItem), silo_id: silo.id })
      return respond(call.op, silo, 201)
    },
  },
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
