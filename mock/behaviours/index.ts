/**
 * Every bespoke behaviour, each taking precedence over the generic store for its operation.
 * Those the first page needs (who am I, the policies) and those outside the registry (sign-in,
 * device login) are here; the rest load with the first call one of them serves (lazy.ts), as
 * most people's first page calls none of them.
 */
import type { Behaviour } from './behaviour.ts'
import { deviceAuthBehaviours } from './device-auth.ts'
import { policyBehaviours } from './policies.ts'
import { samlLoginBehaviours } from './saml-login.ts'
import { sessionBehaviours } from './session.ts'

export const behaviours: Behaviour[] = [
  ...sessionBehaviours,
  ...policyBehaviours,
  ...deviceAuthBehaviours,
  ...samlLoginBehaviours,
]

export const loadLazyBehaviours = async () => (await import('./lazy.ts')).lazyBehaviours

/**
 * The registry operations lazy.ts serves: the mock routes these calls to it before it is
 * loaded (a test holds this list to lazy.ts).
 */
export const lazyOperations: ReadonlySet<string> = new Set([
  'affinity_group_member_instance_add',
  'affinity_group_member_instance_delete',
  'affinity_group_member_instance_view',
  'affinity_group_member_list',
  'anti_affinity_group_member_instance_add',
  'anti_affinity_group_member_instance_delete',
  'anti_affinity_group_member_instance_view',
  'anti_affinity_group_member_list',
  'disk_bulk_write_import',
  'disk_bulk_write_import_start',
  'disk_bulk_write_import_stop',
  'disk_delete',
  'disk_finalize_import',
  'floating_ip_attach',
  'floating_ip_create',
  'floating_ip_detach',
  'image_demote',
  'image_list',
  'image_promote',
  'instance_affinity_group_list',
  'instance_anti_affinity_group_list',
  'instance_create',
  'instance_delete',
  'instance_disk_attach',
  'instance_disk_detach',
  'instance_disk_list',
  'instance_ephemeral_ip_attach',
  'instance_ephemeral_ip_detach',
  'instance_external_ip_list',
  'instance_network_interface_create',
  'instance_network_interface_delete',
  'instance_network_interface_update',
  'instance_reboot',
  'instance_ssh_public_key_list',
  'instance_start',
  'instance_stop',
  'instance_update',
  'ip_pool_range_add',
  'ip_pool_range_remove',
  'ip_pool_service_range_add',
  'ip_pool_service_range_remove',
  'ip_pool_service_view',
  'ip_pool_silo_link',
  'ip_pool_silo_unlink',
  'ip_pool_silo_update',
  'ip_pool_utilization_view',
  'project_ip_pool_list',
  'project_ip_pool_view',
  'saml_identity_provider_create',
  'saml_identity_provider_view',
  'silo_create',
  'silo_identity_provider_list',
  'silo_ip_pool_list',
  'silo_metric',
  'silo_quotas_update',
  'silo_quotas_view',
  'silo_utilization_list',
  'silo_utilization_view',
  'sled_physical_disk_list',
  'sled_set_provision_policy',
  'snapshot_create',
  'system_metric',
  'system_update_repository_list',
  'system_update_status',
  'target_release_update',
  'timeseries_query',
  'utilization_view',
  'vpc_firewall_rules_update',
  'vpc_firewall_rules_view',
  'vpc_subnet_list_network_interfaces',
  'webhook_secrets_add',
  'webhook_secrets_delete',
  'webhook_secrets_list',
])
