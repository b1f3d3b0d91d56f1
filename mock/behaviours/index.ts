/** every bespoke behaviour, each taking precedence over the generic store for its operation */
import { affinityBehaviours } from './affinity-groups.ts'
import type { Behaviour } from './behaviour.ts'
import { deviceAuthBehaviours } from './device-auth.ts'
import { diskDeleteBehaviour } from './disk-delete.ts'
import { diskImportBehaviours } from './disk-import.ts'
import { externalIpBehaviours } from './external-ips.ts'
import { firewallRuleBehaviours } from './firewall-rules.ts'
import { floatingIpBehaviours } from './floating-ips.ts'
import { imageBehaviours } from './images.ts'
import { instanceCreateBehaviour } from './instance-create.ts'
import { instanceKeyBehaviours } from './instance-create-extras.ts'
import { instanceDeleteBehaviour } from './instance-delete.ts'
import { instanceDiskBehaviours, instanceUpdateBehaviour } from './instance-disks.ts'
import { instanceRunStateBehaviours } from './instance-run-state.ts'
import { ipPoolUtilizationBehaviour } from './ip-pool-utilization.ts'
import { ipPoolRangeBehaviours } from './ip-pool-ranges.ts'
import { ipPoolSiloBehaviours } from './ip-pool-silos.ts'
import { networkInterfaceBehaviours } from './network-interfaces.ts'
import { ownedListBehaviours } from './owned-lists.ts'
import { policyBehaviours } from './policies.ts'
import { provisioningMetricBehaviours } from './provisioning-metrics.ts'
import { sessionBehaviours } from './session.ts'
import { siloQuotaBehaviours } from './silo-quotas.ts'
import { sledProvisionPolicyBehaviour } from './sled-provision-policy.ts'
import { snapshotCreateBehaviour } from './snapshot-create.ts'
import { systemUpdateBehaviours } from './system-update.ts'
import { timeseriesBehaviours } from './timeseries.ts'
import { utilizationBehaviours } from './utilization.ts'
import { webhookSecretBehaviours } from './webhook-secrets.ts'

export const behaviours: Behaviour[] = [
  instanceCreateBehaviour,
  ...instanceKeyBehaviours,
  ...instanceRunStateBehaviours,
  instanceDeleteBehaviour,
  ...instanceDiskBehaviours,
  instanceUpdateBehaviour,
  diskDeleteBehaviour,
  ...diskImportBehaviours,
  ...sessionBehaviours,
  ...imageBehaviours,
  ...floatingIpBehaviours,
  ...externalIpBehaviours,
  ...networkInterfaceBehaviours,
  snapshotCreateBehaviour,
  ...ipPoolRangeBehaviours,
  ipPoolUtilizationBehaviour,
  ...ipPoolSiloBehaviours,
  ...firewallRuleBehaviours,
  ...policyBehaviours,
  ...webhookSecretBehaviours,
  sledProvisionPolicyBehaviour,
  ...affinityBehaviours,
  ...utilizationBehaviours,
  ...provisioningMetricBehaviours,
  ...timeseriesBehaviours,
  ...systemUpdateBehaviours,
  ...deviceAuthBehaviours,
  ...siloQuotaBehaviours,
  ...ownedListBehaviours,
]
