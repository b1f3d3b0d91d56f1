import { lazyOverride, type OverrideRegistry } from '../engine'
import { accessActions, accessCells, accessPages } from './access'
import { diskActions } from './disk-actions'
import {
  FiltersCell,
  FirewallRulePage,
  FirewallRulesTab,
  firewallRuleActions,
  TargetsCell,
} from './firewall-rules'
import { ImageFromSnapshotPage } from './image-from-snapshot'
import { ImageUploadPage } from './image-upload'
import { RangesTab } from './ip-pool-utilization'
import { instanceActions, RunStateCell } from './instance-actions'
import { NetworkingTab } from './instance-networking'
import { SettingsTab } from './instance-settings'
import { StorageTab } from './instance-storage'
import { ConnectTab } from './serial-console'
import { signInPages } from './sign-in'
import { SystemUpdatePage } from './system-update'

// the terminal and the charts load on first use (xterm.js and uPlot are large)
const SerialConsolePage = lazyOverride(
  async () => (await import('./serial-console/serial-console-page')).SerialConsolePage,
)
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

/**
 * Every bespoke piece, keyed by what it replaces (see src/engine/slots/types.ts). The
 * engine asks here first and falls back to its generic piece.
 */
export const overrides: OverrideRegistry = {
  pages: {
    ...accessPages,
    ...signInPages,
    'serial-console': SerialConsolePage,
    'instance-connect': ConnectTab,
    'instance-settings': SettingsTab,
    'instance-metrics': MetricsTabs,
    'instance-metric': MetricPage,
    'firewall-rules': FirewallRulePage,
    'image-from-snapshot': ImageFromSnapshotPage,
    'system-update': SystemUpdatePage,
    'silo-utilization': SiloUtilizationPage,
    'system-utilization': SystemUtilizationPage,
  },
  tabs: {
    'vpc.tab.firewall-rules': FirewallRulesTab,
    'instance.tab.storage': StorageTab,
    'instance.tab.networking': NetworkingTab,
    'image.create': ImageUploadPage,
    'ipPool.tab.ranges': RangesTab,
  },
  cells: {
    'instance.runState': RunStateCell,
    'vpcFirewallRule.targets': TargetsCell,
    'vpcFirewallRule.filters': FiltersCell,
    ...accessCells,
  },
  fields: {},
  actions: {
    instance: instanceActions,
    disk: diskActions,
    vpcFirewallRule: firewallRuleActions,
    ...accessActions,
  },
}
