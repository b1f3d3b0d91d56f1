/**
 * Deliveries of alerts to receivers. A resend starts a new delivery of a known alert to the
 * receiver (`pending`, delivered a moment later: the mock's endpoints always answer); a probe
 * sends the receiver a `probe` alert at once and, asked to `resend`, retries the receiver's
 * failed deliveries. Subscriptions are the receiver's list of alert class patterns.
 */
import type { Call } from '../call.ts'
import { type MockContext, requireKind } from '../context.ts'
import { alreadyExists, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf, selectedItem } from './lookup.ts'

export const deliveredAfterMs = 1500

/** one answered try, as a webhook endpoint that took the alert */
const answered = () => ({
  attempt: 1,
  result: 'succeeded',
  response: { status: 200, duration_ms: 40 },
  time_sent: now(),
})

function deliveries(ctx: MockContext): WireItem[] {
  return ctx.db.table(requireKind(ctx, 'alertDelivery').name)
}

/** a new delivery of `alert` to `receiver`, pending until the endpoint answers */
function startDelivery(ctx: MockContext, alert: WireItem, receiver: WireItem): WireItem {
  const delivery: WireItem = {
    id: newId(),
    alert_id: alert.alert_id,
    alert_class: alert.alert_class,
    receiver_id: receiver.id,
    state: 'pending',
    trigger: 'resend',
    time_started: now(),
    attempts: { webhook: [] },
  }
  deliveries(ctx).push(delivery)
  ctx.timers.after(deliveredAfterMs, () => {
    if (delivery.state !== 'pending') return
    Object.assign(delivery, { state: 'delivered', attempts: { webhook: [answered()] } })
  })
  return delivery
}

function subscriptionsOf(receiver: WireItem): string[] {
  if (!Array.isArray(receiver.subscriptions)) receiver.subscriptions = []
  return receiver.subscriptions as string[]
}

const receiverOf = (ctx: MockContext, call: Call) => itemOf(ctx, 'alertReceiver', call)

export const alertDeliveryBehaviours: Behaviour[] = [
  {
    operationId: 'alert_delivery_resend',
    method: 'post',
    path: '/v1/alerts/{alert_id}/resend',
    handle: (ctx, call) => {
      const receiver = selectedItem(ctx, 'alertReceiver', 'receiver', call)
      const id = call.params.alert_id
      const alert = deliveries(ctx).find((row) => row.alert_id === id)
      if (!alert) throw notFound(`not found: alert with id "${String(id)}"`)
      return respond(call.op, { delivery_id: startDelivery(ctx, alert, receiver).id }, 201)
    },
  },
  {
    operationId: 'alert_receiver_probe',
    method: 'post',
    path: '/v1/alert-receivers/{receiver}/probe',
    handle: (ctx, call) => {
      const receiver = receiverOf(ctx, call)
      const probe: WireItem = {
        id: newId(),
        alert_id: newId(),
        alert_class: 'probe',
        receiver_id: receiver.id,
        state: 'delivered',
        trigger: 'probe',
        time_started: now(),
        attempts: { webhook: [answered()] },
      }
      deliveries(ctx).push(probe)
      const failed = deliveries(ctx).filter(
        (row) => row.receiver_id === receiver.id && row.state === 'failed',
      )
      const resend = call.query.resend === 'true'
      for (const delivery of resend ? failed : []) startDelivery(ctx, delivery, receiver)
      return respond(call.op, { probe, resends_started: resend ? failed.length : null })
    },
  },
  {
    operationId: 'alert_receiver_subscription_add',
    method: 'post',
    path: '/v1/alert-receivers/{receiver}/subscriptions',
    handle: (ctx, call) => {
      const subscriptions = subscriptionsOf(receiverOf(ctx, call))
      const subscription = String(bodyOf(call).subscription)
      if (subscriptions.includes(subscription)) throw alreadyExists('subscription', subscription)
      subscriptions.push(subscription)
      return respond(call.op, { subscription }, 201)
    },
  },
  {
    operationId: 'alert_receiver_subscription_remove',
    method: 'delete',
    path: '/v1/alert-receivers/{receiver}/subscriptions/{subscription}',
    handle: (ctx, call) => {
      const subscriptions = subscriptionsOf(receiverOf(ctx, call))
      const index = subscriptions.indexOf(String(call.params.subscription))
      if (index < 0) {
        throw notFound(`not found: subscription "${String(call.params.subscription)}"`)
      }
      subscriptions.splice(index, 1)
      return respond(call.op)
    },
  },
]
