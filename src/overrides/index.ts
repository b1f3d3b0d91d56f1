import { lazyOverride } from '../engine'
import { accessPages } from './access'
import { ExpiresCell } from './access-token-expiry'
import { diskActions } from './disk-actions'
import { loopbackAddressActions } from './loopback-address'
import { useDiskSizeCheck } from './disk-size/disk-size-check'
import { imageActions } from './image-actions'
import {
  useFloatingIpCheck,
  useSubnetV4Check,
  useSubnetV6Check,
  useVpcPrefixCheck,
} from './network-checks'
import { FleetRoleMapCell } from './fleet-role-map'
import { FiltersCell, firewallRuleActions, TargetsCell } from './firewall-rules'
import { instanceActions, RunStateCell } from './instance-actions'
import { LookupInstancePage } from './instance-lookup'
import { RemainingCell } from './ip-pool-utilization/remaining-cell'
import { SourceCell } from './disk-source/source-cell'
import { ipPoolSiloActions } from './ip-pool-silo-default/default-actions'
import { networkInterfaceActions } from './network-interface-actions'
import { ExternalIpsCell } from './probe-external-ips'
import { InstanceExternalIpsCell } from './instance-external-ips'
import { signInPages } from './sign-in'
import { siloActions } from './silo-actions'
import { snapshotActions } from './snapshot-actions'
import type { PlatformOverrides } from './facade'

// Pages and tabs load when first shown: a list needs only cells and action processors, and
// the pages bring forms, dialogs and libraries (xterm.js, uPlot) of their own.
// the gated pickers are react-aria comboboxes: loaded with the form that asks, never with the
// first row (npm run bench -- --js)
const MemberInstanceWidget = lazyOverride(
  async () => (await import('./rule-pickers')).MemberInstanceWidget,
)
const SnapshotDiskWidget = lazyOverride(
  async () => (await import('./rule-pickers')).SnapshotDiskWidget,
)
const SerialConsolePage = lazyOverride(
  async () => (await import('./serial-console/serial-console-page')).SerialConsolePage,
)
const ConnectTab = lazyOverride(async () => (await import('./serial-console')).ConnectTab)
const MetricPage = lazyOverride(
  async () => (await import('./instance-metrics/metric-page')).MetricPage,
)
const SiloUtilizationPage = lazyOverride(
  async () => (await import('./utilization')).SiloUtilizationPage,
)
const SystemUtilizationPage = lazyOverride(
  async () => (await import('./utilization')).SystemUtilizationPage,
)
const MetricsTabs = lazyOverride(
  async () => (await import('./instance-metrics/metrics-tabs')).MetricsTabs,
)
const GatewayRoutesTab = lazyOverride(
  async () => (await import('./internet-gateway-routes/gateway-routes-tab')).GatewayRoutesTab,
)
const InventoryPage = lazyOverride(
  async () => (await import('./inventory/inventory-page')).InventoryPage,
)
const SettingsTab = lazyOverride(async () => (await import('./instance-settings')).SettingsTab)
const StorageTab = lazyOverride(async () => (await import('./instance-storage')).StorageTab)
const FirewallRulePage = lazyOverride(
  async () => (await import('./firewall-rules/firewall-rule-page')).FirewallRulePage,
)
const FirewallRulesTab = lazyOverride(
  async () => (await import('./firewall-rules/rules-tab')).FirewallRulesTab,
)
const ImageFromSnapshotPage = lazyOverride(
  async () => (await import('./image-from-snapshot')).ImageFromSnapshotPage,
)
const ImageUploadPage = lazyOverride(async () => (await import('./image-upload')).ImageUploadPage)
const SystemUpdatePage = lazyOverride(
  async () => (await import('./system-update')).SystemUpdatePage,
)
const NetworkingTab = lazyOverride(
  async () => (await import('./instance-networking')).NetworkingTab,
)
const RangesTab = lazyOverride(async () => (await import('./ip-pool-utilization')).RangesTab)
const InstancePage = lazyOverride(async () => (await import('./instance-page')).InstancePage)
const SupportBundleFilesTab = lazyOverride(
  async () => (await import('./support-bundle-files')).SupportBundleFilesTab,
)
const InstanceCreatePage = lazyOverride(
  async () => (await import('./instance-create')).InstanceCreatePage,
)

/**
 * Every bespoke piece, keyed by what it replaces (see src/engine/slots/types.ts). The
 * engine asks here first and falls back to its generic piece. The keys are the generated
 * registry's names, so a misspelled one fails type-checking, and each kind's cells and action
 * processor take that kind's rows (`KindRows`), so one written for another kind fails too.
 */
export const overrides: PlatformOverrides = {
  pages: {
    ...accessPages,
    ...signInPages,
    'serial-console': SerialConsolePage,
    'instance-create': InstanceCreatePage,
    'instance-lookup': LookupInstancePage,
    'instance-connect': ConnectTab,
    'instance-settings': SettingsTab,
    'instance-metrics': MetricsTabs,
    inventory: InventoryPage,
    'instance-metric': MetricPage,
    'firewall-rules': FirewallRulePage,
    'image-from-snapshot': ImageFromSnapshotPage,
    'system-update': SystemUpdatePage,
    'silo-utilization': SiloUtilizationPage,
    'internet-gateway-routes': GatewayRoutesTab,
    'system-utilization': SystemUtilizationPage,
    'instance-page': InstancePage,
    'vpc-firewall-rules': FirewallRulesTab,
    'instance-storage': StorageTab,
    'instance-networking': NetworkingTab,
    'image-upload': ImageUploadPage,
    'ip-pool-ranges': RangesTab,
    'support-bundle-files': SupportBundleFilesTab,
  },
  cells: {
    'instance.runState': RunStateCell,
    'instance.externalIps': InstanceExternalIpsCell,
    'vpcFirewallRule.targets': TargetsCell,
    'vpcFirewallRule.filters': FiltersCell,
    'ipPool.remaining': RemainingCell,
    'probe.externalIps': ExternalIpsCell,
    'silo.mappedFleetRoles': FleetRoleMapCell,
    'accessToken.timeExpires': ExpiresCell,
    'disk.source': SourceCell,
  },
  fields: {
    // a group takes only instances its rule allows (spec §4: stopped)
    'affinity-group-member-create.instance': MemberInstanceWidget,
    'anti-affinity-group-member-create.instance': MemberInstanceWidget,
    'snapshot-create.disk': SnapshotDiskWidget,
  },
  actions: {
    instance: instanceActions,
    disk: diskActions,
    ipPoolSilo: ipPoolSiloActions,
    image: imageActions,
    snapshot: snapshotActions,
    vpcFirewallRule: firewallRuleActions,
    networkInterface: networkInterfaceActions,
    silo: siloActions,
    networkingLoopbackAddress: loopbackAddressActions,
  },
  checks: {
    'disk-create.size': useDiskSizeCheck,
    'vpc-create.ipv6_prefix': useVpcPrefixCheck,
    'vpc-subnet-create.ipv4_block': useSubnetV4Check,
    'vpc-subnet-create.ipv6_block': useSubnetV6Check,
    'floating-ip-create.ip': useFloatingIpCheck,
  },
}
