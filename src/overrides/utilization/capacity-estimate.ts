/**
 * What the fleet can hold, estimated from its sleds as spec §9 says: of the sleds' usable
 * hardware threads and memory, and of 32 TiB of disk per sled (scaled by 0.909 for what the
 * storage layer keeps for itself), a utilization factor of 0.7 can be provisioned; each total
 * is rounded up to a whole vCPU, GiB or TiB.
 */
import type { Sled, VirtualResourceCounts } from '../../generated/platform/models'

export const UTILIZATION_FACTOR = 0.7
export const DISK_TIB_PER_SLED = 32
export const DISK_USABLE_SHARE = 0.909

const GIB = 1024 ** 3
const TIB = 1024 ** 4

/** the estimate in the platform's units (vCPUs, bytes), from whole vCPUs, GiB and TiB */
export function fleetCapacity(sleds: Pick<Sled, 'usableHardwareThreads' | 'usablePhysicalRam'>[]) {
  const threads = sleds.reduce((sum, sled) => sum + sled.usableHardwareThreads, 0)
  const ramGib = sleds.reduce((sum, sled) => sum + sled.usablePhysicalRam, 0) / GIB
  const diskTib = sleds.length * DISK_TIB_PER_SLED * DISK_USABLE_SHARE
  return {
    cpus: Math.ceil(threads * UTILIZATION_FACTOR),
    memory: Math.ceil(ramGib * UTILIZATION_FACTOR) * GIB,
    storage: Math.ceil(diskTib * UTILIZATION_FACTOR) * TIB,
  } satisfies VirtualResourceCounts
}
