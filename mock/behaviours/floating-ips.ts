/** floating IP attach and detach: the IP's `instance_id` says where it is attached */
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { isUuid, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf, itemOf, resolveNamed } from './lookup.ts'

export const floatingIpBehaviours: Behaviour[] = [
  {
    operationId: 'floating_ip_attach',
    method: 'post',
    path: '/v1/floating-ips/{floating_ip}/attach',
    handle: (ctx, call) => {
      const ip = itemOf(ctx, 'floatingIp', call)
      if (ip.instance_id != null) {
        throw invalidRequest(`floating IP "${String(ip.name)}" is already attached to an instance`)
      }
      const parent = String(bodyOf(call).parent)
      // the instance is looked up in the IP's own project: an IP never crosses projects
      const scope: Record<string, string> = isUuid(parent) ? {} : { project: String(ip.project_id) }
      const instance = resolveNamed(ctx, 'instance', parent, scope)
      if (instance.project_id !== ip.project_id) {
        throw invalidRequest('the instance must be in the floating IP’s project')
      }
      Object.assign(ip, { instance_id: instance.id, time_modified: now() })
      return respond(call.op, ip, 202)
    },
  },
  {
    operationId: 'floating_ip_detach',
    method: 'post',
    path: '/v1/floating-ips/{floating_ip}/detach',
    handle: (ctx, call) => {
      const ip: WireItem = itemOf(ctx, 'floatingIp', call)
      if (ip.instance_id == null) {
        throw invalidRequest(`floating IP "${String(ip.name)}" is not attached`)
      }
      Object.assign(ip, { instance_id: null, time_modified: now() })
      return respond(call.op, ip, 202)
    },
  },
]
