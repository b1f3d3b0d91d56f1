import type { VcpuState } from '../../contract'
import type { Instance } from '../../generated/platform/models'

export type MetricGroup = 'cpu' | 'disk' | 'network'

export interface MetricDef {
  title: string
  /** the timeseries the chart queries */
  timeseries: string
  /** how a per-minute point reads on the axis and in the summary */
  unit: 'percent' | 'bytes'
  /** the point as charted: CPU busy time becomes a share of the instance's vCPUs */
  scale?: (value: number, instance: Instance) => number
  /** the timeseries is kept per vCPU state (its `state` field): the tab offers the choice */
  byState?: true
}

const minuteNs = 60e9

/** The charts of each metrics tab (spec §2: cpu, disk, network). */
export const METRICS: Record<MetricGroup, MetricDef[]> = {
  cpu: [
    {
      title: 'CPU utilization',
      timeseries: 'virtual_machine:vcpu_usage',
      unit: 'percent',
      scale: (busyNs, instance) => Math.min(100, (busyNs / (minuteNs * instance.ncpus)) * 100),
      byState: true,
    },
  ],
  disk: [
    { title: 'Bytes read', timeseries: 'virtual_disk:bytes_read', unit: 'bytes' },
    { title: 'Bytes written', timeseries: 'virtual_disk:bytes_written', unit: 'bytes' },
  ],
  network: [
    {
      title: 'Bytes received',
      timeseries: 'instance_network_interface:bytes_received',
      unit: 'bytes',
    },
    { title: 'Bytes sent', timeseries: 'instance_network_interface:bytes_sent', unit: 'bytes' },
  ],
}

/** The time ranges the picker offers, in minutes. */
export const RANGES = [
  { label: 'Last hour', minutes: 60 },
  { label: 'Last 6 hours', minutes: 360 },
  { label: 'Last day', minutes: 1440 },
] as const

/**
 * The OxQL query of one chart: the instance's points in the window (in one vCPU state, where
 * the timeseries keeps them by state), aligned per minute.
 */
export function oxqlQuery(
  timeseries: string,
  instanceId: string,
  window: { start: Date; end: Date },
  state?: VcpuState,
): string {
  const filters = [
    `instance_id == "${instanceId}"`,
    ...(state ? [`state == "${state}"`] : []),
    `timestamp >= @${window.start.toISOString()}`,
    `timestamp < @${window.end.toISOString()}`,
  ]
  return [`get ${timeseries}`, `filter ${filters.join(' && ')}`, 'align mean_within(1m)'].join(
    ' | ',
  )
}
