/** a sled's provision policy: whether new instances may land on it */
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf } from './lookup.ts'

export const sledProvisionPolicyBehaviour: Behaviour = {
  operationId: 'sled_set_provision_policy',
  method: 'put',
  path: '/v1/system/hardware/sleds/{sled_id}/provision-policy',
  handle: (ctx, call) => {
    const sled = itemOf(ctx, 'sled', call)
    const policy = (sled.policy ?? {}) as WireItem
    if (policy.kind !== 'in_service') {
      throw invalidRequest('only an in-service sled has a provision policy')
    }
    const oldState = policy.provision_policy
    const newState = bodyOf(call).state
    sled.policy = { ...policy, provision_policy: newState }
    sled.time_modified = now()
    return respond(call.op, { old_state: oldState, new_state: newState })
  },
}
