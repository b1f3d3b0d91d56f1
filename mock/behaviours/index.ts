/**
 * Every bespoke behaviour, each taking precedence over the generic store for its operation.
 * Those the first page needs (who am I, the policies) are here, and the routes of those outside
 * the registry (sign-in, device login; on-first-call.ts loads them with their first call); the
 * rest load with the first call one of them serves (lazy.ts), as most people's first page calls
 * none of them.
 */
import type { Behaviour } from './behaviour.ts'
import { onFirstCallBehaviours } from './on-first-call.ts'
import { policyBehaviours } from './policies.ts'
import { sessionBehaviours } from './session.ts'

export const behaviours: Behaviour[] = [
  ...sessionBehaviours,
  ...policyBehaviours,
  ...onFirstCallBehaviours,
]

export const loadLazyBehaviours = async () => (await import('./lazy.ts')).lazyBehaviours

/**
 * The registry operations lazy.ts serves (a kind's, or the shell's), by method and path
 * (behaviour.ts's routeKey, so a renamed operation is still served): the mock routes these
 * calls to it before it is loaded (a test holds this list to lazy.ts).
 */
export const lazyOperations: ReadonlySet<string> = new Set([
  'DELETE /v1/affinity-groups/{affinity_group}/members/instance/{instance}',
  'DELETE /v1/alert-receivers/{receiver}/subscriptions/{subscription}',
  'DELETE /v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
  'DELETE /v1/disks/{disk}',
  'DELETE /v1/instances/{instance}',
  'DELETE /v1/instances/{instance}/external-ips/ephemeral',
  'DELETE /v1/network-interfaces/{interface}',
  'DELETE /v1/system/hardware/switch-port/{port}/settings',
  'DELETE /v1/system/ip-pools/{pool}/silos/{silo}',
  'DELETE /v1/system/networking/loopback-address/{rack_id}/{switch_location}/{address}/{subnet_mask}',
  'DELETE /v1/webhook-secrets/{secret_id}',
  'GET /v1/affinity-groups/{affinity_group}/members',
  'GET /v1/affinity-groups/{affinity_group}/members/instance/{instance}',
  'GET /v1/anti-affinity-groups/{anti_affinity_group}/members',
  'GET /v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
  'GET /v1/images',
  'GET /v1/instances/{instance}/affinity-groups',
  'GET /v1/instances/{instance}/anti-affinity-groups',
  'GET /v1/instances/{instance}/disks',
  'GET /v1/instances/{instance}/external-ips',
  'GET /v1/instances/{instance}/serial-console',
  'GET /v1/instances/{instance}/serial-console/stream',
  'GET /v1/instances/{instance}/ssh-public-keys',
  'GET /v1/ip-pools',
  'GET /v1/ip-pools/{pool}',
  'GET /v1/metrics/{metric_name}',
  'GET /v1/system/hardware/rack-switch-port/{rack_id}/{switch_location}/{port}/lldp/neighbors',
  'GET /v1/system/hardware/sleds/{sled_id}/disks',
  'GET /v1/system/hardware/switch-port/{port}/lldp/config',
  'GET /v1/system/hardware/switch-port/{port}/status',
  'GET /v1/system/identity-providers',
  'GET /v1/system/identity-providers/saml/{provider}',
  'GET /v1/system/ip-pools-service',
  'GET /v1/system/ip-pools/{pool}/utilization',
  'GET /v1/system/metrics/{metric_name}',
  'GET /v1/system/networking/bgp-exported',
  'GET /v1/system/networking/bgp-message-history',
  'GET /v1/system/networking/bgp-routes-ipv4',
  'GET /v1/system/silos/{silo}/ip-pools',
  'GET /v1/system/silos/{silo}/quotas',
  'GET /v1/system/update/repositories',
  'GET /v1/system/update/status',
  'GET /v1/system/utilization/silos',
  'GET /v1/system/utilization/silos/{silo}',
  'GET /v1/utilization',
  'GET /v1/vpc-firewall-rules',
  'GET /v1/vpc-subnets/{subnet}/network-interfaces',
  'GET /v1/webhook-secrets',
  'POST /v1/affinity-groups/{affinity_group}/members/instance/{instance}',
  'POST /v1/alert-receivers/{receiver}/probe',
  'POST /v1/alert-receivers/{receiver}/subscriptions',
  'POST /v1/alerts/{alert_id}/resend',
  'POST /v1/anti-affinity-groups/{anti_affinity_group}/members/instance/{instance}',
  'POST /v1/disks/{disk}/bulk-write',
  'POST /v1/disks/{disk}/bulk-write-start',
  'POST /v1/disks/{disk}/bulk-write-stop',
  'POST /v1/disks/{disk}/finalize',
  'POST /v1/floating-ips',
  'POST /v1/floating-ips/{floating_ip}/attach',
  'POST /v1/floating-ips/{floating_ip}/detach',
  'POST /v1/images/{image}/demote',
  'POST /v1/images/{image}/promote',
  'POST /v1/instances',
  'POST /v1/instances/{instance}/disks/attach',
  'POST /v1/instances/{instance}/disks/detach',
  'POST /v1/instances/{instance}/external-ips/ephemeral',
  'POST /v1/instances/{instance}/reboot',
  'POST /v1/instances/{instance}/start',
  'POST /v1/instances/{instance}/stop',
  'POST /v1/network-interfaces',
  'POST /v1/snapshots',
  'POST /v1/system/hardware/sleds',
  'POST /v1/system/hardware/switch-port/{port}/lldp/config',
  'POST /v1/system/hardware/switch-port/{port}/settings',
  'POST /v1/system/identity-providers/local/users/{user_id}/set-password',
  'POST /v1/system/identity-providers/saml',
  'POST /v1/system/ip-pools-service/ranges/add',
  'POST /v1/system/ip-pools-service/ranges/remove',
  'POST /v1/system/ip-pools/{pool}/ranges/add',
  'POST /v1/system/ip-pools/{pool}/ranges/remove',
  'POST /v1/system/ip-pools/{pool}/silos',
  'POST /v1/system/networking/bfd-disable',
  'POST /v1/system/networking/bfd-enable',
  'POST /v1/system/silos',
  'POST /v1/system/timeseries/query',
  'POST /v1/timeseries/query',
  'POST /v1/webhook-secrets',
  'PUT /v1/instances/{instance}',
  'PUT /v1/network-interfaces/{interface}',
  'PUT /v1/system/hardware/sleds/{sled_id}/provision-policy',
  'PUT /v1/system/ip-pools/{pool}/silos/{silo}',
  'PUT /v1/system/silos/{silo}/quotas',
  'PUT /v1/system/update/target-release',
  'PUT /v1/vpc-firewall-rules',
])
