/**
 * Whose an identity provider is. The API's provider objects do not say, so the mock keeps the
 * owner beside them (one row per provider made here); the seed's providers are the home silo's.
 */
import type { MockContext } from '../context.ts'
import type { WireItem } from '../inputs.ts'
import { homeSilo } from './lookup.ts'

export const owners = 'identityProviderSilo'

export function ownerOf(ctx: MockContext, provider: WireItem): unknown {
  const row = ctx.db.table(owners).find((owner) => owner.provider_id === provider.id)
  return row ? row.silo_id : homeSilo(ctx)?.id
}
