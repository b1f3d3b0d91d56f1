import { describe, expect, it } from 'vitest'
import { fleetCapacity } from '../../../src/overrides/utilization/capacity-estimate'

const GIB = 1024 ** 3
const TIB = 1024 ** 4

describe('fleet capacity estimate (spec §9)', () => {
  it('takes 0.7 of threads and memory and of 32 TiB × 0.909 per sled, rounded up', () => {
    const sled = { usableHardwareThreads: 128, usablePhysicalRam: 1000 * GIB }
    expect(fleetCapacity([sled, sled])).toEqual({
      cpus: 180, // 256 × 0.7 = 179.2
      memory: 1400 * GIB,
      storage: 41 * TIB, // 2 × 32 × 0.909 × 0.7 = 40.7
    })
  })

  it('is nothing without sleds', () => {
    expect(fleetCapacity([])).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })
})
