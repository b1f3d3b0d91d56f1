/**
 * How big a new disk may be, wherever one is made (instance create's boot and extra disks, the
 * disk create form): whole GiB, from its source's size (an image or snapshot is never shrunk)
 * up to the platform's largest disk. The platform refuses the rest; these say so first.
 */
import { GiB } from '../../engine'
import { limits } from '../../generated/platform/rules'

/** The platform's largest disk, in GiB (spec §9's 1023 ceiling), as the manifest states it. */
export const MAX_DISK_GIB = limits.disk.sizeGiB

/** what a disk is made from, when it is made from something: its size and what to call it */
export interface DiskSourceSize {
  bytes: number
  /** "image" or "snapshot", as the message names it */
  word: string
}

/** The smallest size a disk from `source` can have, in whole GiB (1 for a blank disk). */
export function minDiskGiB(source?: DiskSourceSize): number {
  return Math.max(1, Math.ceil((source?.bytes ?? 0) / GiB))
}

/** "10 to 1023 GiB": the bounds, for a field's hint */
export function diskSizeHint(source?: DiskSourceSize): string {
  return `${minDiskGiB(source)} to ${MAX_DISK_GIB} GiB`
}

/** What is wrong with a disk of `sizeGiB` made from `source`, if anything. */
export function diskSizeError(
  sizeGiB: number | undefined,
  source?: DiskSourceSize,
): string | undefined {
  if (sizeGiB === undefined) return 'Required'
  if (!Number.isInteger(sizeGiB)) return 'Must be a whole number of GiB'
  const min = minDiskGiB(source)
  if (sizeGiB < min)
    return source
      ? `Must be at least ${min} GiB, the size of the ${source.word}`
      : `Must be at least ${min} GiB`
  if (sizeGiB > MAX_DISK_GIB) return `Must be at most ${MAX_DISK_GIB} GiB`
  return undefined
}

/** A new disk's default size: its source's, rounded up to tens of GiB, within the maximum. */
export function defaultDiskGiB(sourceBytes: number): number {
  const tens = Math.max(10, Math.ceil(sourceBytes / GiB / 10) * 10)
  return Math.min(MAX_DISK_GIB, tens)
}
