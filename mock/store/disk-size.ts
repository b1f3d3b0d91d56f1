/**
 * The platform's rules on a new disk's size, wherever a disk is made (disk create, and each new
 * disk of an instance create): no smaller than the image or snapshot it is made from, at least
 * 1 GiB, whole GiB, under the largest disk. Refused in the platform's words.
 */
import type { MockContext } from '../context.ts'
import { invalidRequest, invalidValue, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { limits } from '../../src/generated/platform/rules.ts'

const GiB = 1024 ** 3
/** the platform's largest disk (the manifest's limit, which the console's forms read too) */
const maxDiskBytes = limits.disk.sizeGiB * GiB

/** the image or snapshot a disk source names, if it names one; 404 when it is not there */
function sourceItem(ctx: MockContext, source: WireItem): WireItem | undefined {
  if (source.type !== 'image' && source.type !== 'snapshot') return undefined
  const id = String(source.type === 'image' ? source.image_id : source.snapshot_id)
  const item = ctx.db.byId(source.type, id)
  if (!item) throw notFound(`not found: ${source.type} with id "${id}"`)
  return item
}

const sizeValue = (message: string) => invalidValue(`unsupported value for "size": ${message}`)

export function assertDiskSize(ctx: MockContext, size: number, diskSource: unknown): void {
  const source = (diskSource ?? {}) as WireItem
  const from = sourceItem(ctx, source)
  if (from && Number(from.size) > size) {
    throw invalidRequest(
      `disk size ${size} must be greater than or equal to ${String(source.type)} size ${Number(from.size)}`,
    )
  }
  if (size < GiB) throw sizeValue('total size must be at least 1 GiB')
  if (size % GiB !== 0) throw sizeValue('total size must be a multiple of 1 GiB')
  if (size > maxDiskBytes)
    throw sizeValue(`total size must be less than ${limits.disk.sizeGiB} GiB`)
}

/** What the platform refuses on create beyond the body's schema, by operation id. */
export const createChecks: Record<string, (ctx: MockContext, body: WireItem) => void> = {
  disk_create: (ctx, body) => assertDiskSize(ctx, Number(body.size), body.disk_source),
}
