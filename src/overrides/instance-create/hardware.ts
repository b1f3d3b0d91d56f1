/**
 * Instance sizes: the preset families operators pick from, and the platform's bounds for a
 * custom size. The bounds are the API document's (InstanceCpuCount, InstanceMemoryBounds), which
 * the resize form and the mock read; tests/unit/engine/validation/instance-bounds.test.ts holds these
 * to them, since an override cannot read the generated schemas.
 */
export const CPU_LIMITS = { min: 1, max: 64 } as const
export const MEMORY_GIB_LIMITS = { min: 1, max: 1024 } as const

export interface Size {
  ncpus: number
  memoryGiB: number
}

export type Family = 'general' | 'highCpu' | 'highMemory' | 'custom'

export const FAMILIES: { id: Family; label: string }[] = [
  { id: 'general', label: 'General purpose' },
  { id: 'highCpu', label: 'High CPU' },
  { id: 'highMemory', label: 'High memory' },
  { id: 'custom', label: 'Custom' },
]

/** memory per vCPU: 4 GiB in general, 2 for CPU-heavy and 8 for memory-heavy work */
const PER_CPU: Record<Exclude<Family, 'custom'>, number> = { general: 4, highCpu: 2, highMemory: 8 }

export function presetsOf(family: Family): Size[] {
  if (family === 'custom') return []
  return [2, 4, 8, 16].map((ncpus) => ({ ncpus, memoryGiB: ncpus * PER_CPU[family] }))
}

export const sizeLabel = (size: Size) => `${size.ncpus} vCPU · ${size.memoryGiB} GiB`

/** what is wrong with a custom size, by field */
export function sizeErrors(size: Partial<Size>): { ncpus?: string; memoryGiB?: string } {
  const errors: { ncpus?: string; memoryGiB?: string } = {}
  const ncpus = size.ncpus
  if (ncpus === undefined) errors.ncpus = 'Enter a number of CPUs'
  else if (!Number.isInteger(ncpus) || ncpus < CPU_LIMITS.min || ncpus > CPU_LIMITS.max)
    errors.ncpus = `Must be a whole number from ${CPU_LIMITS.min} to ${CPU_LIMITS.max}`
  const memory = size.memoryGiB
  if (memory === undefined) errors.memoryGiB = 'Enter the memory'
  else if (
    !Number.isInteger(memory) ||
    memory < MEMORY_GIB_LIMITS.min ||
    memory > MEMORY_GIB_LIMITS.max
  )
    errors.memoryGiB = `Must be a whole number of GiB from ${MEMORY_GIB_LIMITS.min} to ${MEMORY_GIB_LIMITS.max}`
  return errors
}
