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
 * The OxQL query of one chart: the instance's points in the window, aligned per minute. The
 * window is whole minutes, so the query (and its cache key) only changes once a minute.
 */
export function oxqlQuery(timeseries: string, instanceId: string, start: Date, end: Date): string {
  return [
    `get ${timeseries}`,
    `filter instance_id == "${instanceId}" && timestamp >= @${start.toISOString()} && timestamp < @${end.toISOString()}`,
    'align mean_within(1m)',
  ].join(' | ')
}
