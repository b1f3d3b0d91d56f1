/**
 * The behaviours that load with the first call they serve (index.ts declares their operations,
 * so the mock routes those calls here without loading this module first): the first page's
 * calls need none of them, and their code is most of the mock's.
 */
import type { Behaviour } from './behaviour.ts'
import { affinityBehaviours } from './affinity-groups.ts'
import { alertDeliveryBehaviours } from './alert-deliveries.ts'
import { bfdBehaviours } from './bfd.ts'
import { bgpRouteBehaviours } from './bgp-routes.ts'
import { diskDeleteBehaviour } from './disk-delete.ts'
import { diskImportBehaviours } from './disk-import.ts'
import { externalIpBehaviours } from './external-ips.ts'
import { firewallRuleBehaviours } from './firewall-rules.ts'
import { floatingIpBehaviours } from './floating-ips.ts'
import { identityProviderBehaviours } from './identity-providers.ts'
import { imageBehaviours } from './images.ts'
import { instanceKeyBehaviours } from './instance-create-extras.ts'
import { instanceCreateBehaviour } from './instance-create.ts'
import { instanceDeleteBehaviour } from './instance-delete.ts'
import { instanceDiskBehaviours, instanceUpdateBehaviour } from './instance-disks.ts'
import { instanceRunStateBehaviours } from './instance-run-state.ts'
import { ipPoolRangeBehaviours } from './ip-pool-ranges.ts'
import { ipPoolSiloBehaviours } from './ip-pool-silos.ts'
import { ipPoolUtilizationBehaviour } from './ip-pool-utilization.ts'
import { localPasswordBehaviours } from './local-passwords.ts'
import { loopbackAddressBehaviours } from './loopback-addresses.ts'
import { networkInterfaceBehaviours } from './network-interfaces.ts'
import { ownedListBehaviours } from './owned-lists.ts'
import { provisioningMetricBehaviours } from './provisioning-metrics.ts'
import { serialConsoleBehaviours } from './serial-console-gate.ts'
import { siloQuotaBehaviours } from './silo-quotas.ts'
import { sledAddBehaviour } from './sled-add.ts'
import { sledProvisionPolicyBehaviour } from './sled-provision-policy.ts'
import { snapshotCreateBehaviour } from './snapshot-create.ts'
import { supportBundleBehaviours } from './support-bundles/index.ts'
import { switchPortLiveBehaviours } from './switch-port-live.ts'
import { switchPortBehaviours } from './switch-ports.ts'
import { systemUpdateBehaviours } from './system-update.ts'
import { timeseriesBehaviours } from './timeseries.ts'
import { utilizationBehaviours } from './utilization.ts'
import { webhookSecretBehaviours } from './webhook-secrets.ts'

export const lazyBehaviours: Behaviour[] = [
  instanceCreateBehaviour,
  ...instanceKeyBehaviours,
  ...instanceRunStateBehaviours,
  instanceDeleteBehaviour,
  ...instanceDiskBehaviours,
  ...serialConsoleBehaviours,
  instanceUpdateBehaviour,
  diskDeleteBehaviour,
  ...diskImportBehaviours,
  ...imageBehaviours,
  ...floatingIpBehaviours,
  ...externalIpBehaviours,
  ...networkInterfaceBehaviours,
  snapshotCreateBehaviour,
  ...ipPoolRangeBehaviours,
  ipPoolUtilizationBehaviour,
  ...ipPoolSiloBehaviours,
  ...firewallRuleBehaviours,
  ...webhookSecretBehaviours,
  sledProvisionPolicyBehaviour,
  ...affinityBehaviours,
  ...utilizationBehaviours,
  ...provisioningMetricBehaviours,
  ...timeseriesBehaviours,
  ...systemUpdateBehaviours,
  ...siloQuotaBehaviours,
  ...identityProviderBehaviours,
  ...ownedListBehaviours,
  ...alertDeliveryBehaviours,
  ...bfdBehaviours,
  ...bgpRouteBehaviours,
  ...switchPortBehaviours,
  ...switchPortLiveBehaviours,
  sledAddBehaviour,
  ...localPasswordBehaviours,
  ...loopbackAddressBehaviours,
  ...supportBundleBehaviours,
]
