/**
 * A silo's identity providers are its own. The API's provider objects do not say whose they
 * are, so the mock keeps the owner beside them (`identityProviderSilo`, one row per provider
 * made here); the seed's providers are the home silo's. A new silo lists none.
 */
import type { Call } from '../call.ts'
import { requireKind, type MockContext } from '../context.ts'
import { notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { findItem, genericHandle } from '../store/generic.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { homeSilo, selectedItem } from './lookup.ts'
import { ownerOf, owners } from './provider-owner.ts'

/** the silo the call names (`?silo=`), else the signed-in user's */
function siloOf(ctx: MockContext, call: Call): WireItem {
  if (call.query.silo !== undefined) return selectedItem(ctx, 'silo', 'silo', call)
  const own = ctx.session.current()?.silo_id
  const silo = ctx.db.table('silo').find((row) => row.id === own) ?? homeSilo(ctx)
  if (!silo) throw notFound('not found: silo')
  return silo
}

const providers = (ctx: MockContext) => requireKind(ctx, 'identityProvider')

export const identityProviderBehaviours: Behaviour[] = [
  {
    operationId: 'silo_identity_provider_list',
    method: 'get',
    path: '/v1/system/identity-providers',
    handle: (ctx, call) => {
      const silo = siloOf(ctx, call)
      const rows = ctx.db
        .table(providers(ctx).name)
        .filter((provider) => ownerOf(ctx, provider) === silo.id)
      return respond(call.op, paginate(rows, call.query))
    },
  },
  {
    operationId: 'saml_identity_provider_create',
    method: 'post',
    path: '/v1/system/identity-providers/saml',
    handle: async (ctx, call) => {
      const silo = siloOf(ctx, call)
      const kind = providers(ctx)
      const op = call.op ?? kind.ops.create
      if (!op) throw notFound('not found: the create operation of identity providers')
      const answer = await genericHandle('create', kind, op)(ctx, call)
      const made = ctx.db.table(kind.name).at(-1)
      if (made) {
        made.provider_type = 'saml'
        ctx.db.insert(owners, { provider_id: made.id, silo_id: silo.id })
      }
      return answer
    },
  },
  {
    operationId: 'saml_identity_provider_view',
    method: 'get',
    path: '/v1/system/identity-providers/saml/{provider}',
    handle: (ctx, call) => {
      const provider = findItem(ctx, providers(ctx), call)
      if (ownerOf(ctx, provider) !== siloOf(ctx, call).id) {
        throw notFound(`not found: identity provider with name "${String(call.params.provider)}"`)
      }
      return respond(call.op, provider)
    },
  },
]
