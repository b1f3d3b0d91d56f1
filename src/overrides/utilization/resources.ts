/**
 * The three provisioned resources, each in the unit operators size them in: vCPUs, memory in
 * GiB, storage in TiB (base 1024, spec §9).
 */
import { formatNumber } from '../../engine'
import type { VirtualResourceCounts } from '../../generated/platform/models'

export type ResourceKey = keyof VirtualResourceCounts

export interface Resource {
  key: ResourceKey
  label: string
  unit: string
  /** the platform's count (vCPUs or bytes) in this resource's unit */
  toUnit: (count: number) => number
  /** the provisioning metric that tracks it over time */
  metric: 'cpus_provisioned' | 'ram_provisioned' | 'virtual_disk_space_provisioned'
}

const GIB = 1024 ** 3
const TIB = 1024 ** 4

export const resources: Resource[] = [
  { key: 'cpus', label: 'CPU', unit: 'vCPUs', toUnit: (n) => n, metric: 'cpus_provisioned' },
  {
    key: 'memory',
    label: 'Memory',
    unit: 'GiB',
    toUnit: (n) => n / GIB,
    metric: 'ram_provisioned',
  },
  {
    key: 'storage',
    label: 'Storage',
    unit: 'TiB',
    toUnit: (n) => n / TIB,
    metric: 'virtual_disk_space_provisioned',
  },
]

/** an amount already in the resource's unit: "12.5 GiB", "30 vCPUs" */
export const formatUnits = (resource: Resource, units: number) =>
  `${formatNumber(units)} ${resource.unit}`

/** a platform count as a bare number in the resource's unit: "12.5" */
export const formatCount = (resource: Resource, count: number) =>
  formatNumber(resource.toUnit(count))

/** a platform count (vCPUs, bytes) in the resource's unit */
export const formatAmount = (resource: Resource, count: number) =>
  formatUnits(resource, resource.toUnit(count))
