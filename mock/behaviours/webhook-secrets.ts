/**
 * Webhook secrets belong to a receiver: they live in the receiver's `kind.secrets`, so the
 * receiver's view and the secrets list always agree. The secret itself is never shown again.
 */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { selectedItem } from './lookup.ts'

function secretsOf(receiver: WireItem): WireItem[] {
  const kind = (receiver.kind ?? {}) as WireItem
  if (!Array.isArray(kind.secrets)) receiver.kind = { ...kind, secrets: [] }
  return (receiver.kind as { secrets: WireItem[] }).secrets
}

const receiverOf = (ctx: MockContext, call: Call) =>
  selectedItem(ctx, 'alertReceiver', 'receiver', call)

export const webhookSecretBehaviours: Behaviour[] = [
  {
    operationId: 'webhook_secrets_list',
    method: 'get',
    path: '/v1/webhook-secrets',
    handle: (ctx, call) => respond(call.op, { secrets: secretsOf(receiverOf(ctx, call)) }),
  },
  {
    operationId: 'webhook_secrets_add',
    method: 'post',
    path: '/v1/webhook-secrets',
    handle: (ctx, call) => {
      const secret = { id: newId(), time_created: now() }
      secretsOf(receiverOf(ctx, call)).push(secret)
      return respond(call.op, secret, 201)
    },
  },
  {
    operationId: 'webhook_secrets_delete',
    method: 'delete',
    path: '/v1/webhook-secrets/{secret_id}',
    handle: (ctx, call) => {
      const id = call.params.secret_id
      for (const receiver of ctx.db.table('alertReceiver')) {
        const secrets = secretsOf(receiver)
        const index = secrets.findIndex((secret) => secret.id === id)
        if (index < 0) continue
        secrets.splice(index, 1)
        return respond(call.op, undefined, 204)
      }
      throw notFound(`not found: webhook secret with id "${String(id)}"`)
    },
  },
]
