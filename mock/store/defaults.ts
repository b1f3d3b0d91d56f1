/**
 * Fields a created item has but its create body lacks, by create operation id. The generic
 * create copies the body and adds id, times and scope ids; these fill in the rest so the new
 * row has the view's shape.
 */
import type { MockContext } from '../context.ts'
import type { WireItem } from '../inputs.ts'

/** the body, and the store for fields the platform copies from another item */
type Defaults = (body: WireItem, ctx?: MockContext) => WireItem

/**
 * A new disk's block size: a blank disk's is asked for; a copy keeps its source's, as the
 * platform does (an image's own, a snapshot's disk's), so a disk from a 512-byte image reads 512 B.
 */
const blockSizeOf = (body: WireItem, ctx?: MockContext): number => {
  const source = (body.disk_source ?? {}) as WireItem
  if (typeof source.block_size === 'number') return source.block_size
  const copied =
    source.type === 'image'
      ? ctx?.db.byId('image', String(source.image_id))
      : source.type === 'snapshot'
        ? ctx?.db.byId('disk', String(ctx.db.byId('snapshot', String(source.snapshot_id))?.disk_id))
        : undefined
  return typeof copied?.block_size === 'number' ? copied.block_size : 4096
}

export const createDefaults: Record<string, Defaults> = {
  disk_create: (body, ctx) => {
    const source = (body.disk_source ?? {}) as WireItem
    return {
      state: { state: source.type === 'importing_blocks' ? 'import_ready' : 'detached' },
      block_size: blockSizeOf(body, ctx),
      device_path: `/mnt/${String(body.name)}`,
      disk_type: 'crucible',
      image_id: source.type === 'image' ? source.image_id : null,
      snapshot_id: source.type === 'snapshot' ? source.snapshot_id : null,
    }
  },
  snapshot_create: () => ({ state: 'ready' }),
  // an image is its snapshot's contents: the platform gives it the snapshot's size and the
  // block size of the disk the snapshot was taken of (an uploaded image is no size-less "—")
  image_create: (body, ctx) => {
    const source = (body.source ?? {}) as WireItem
    const snapshot =
      source.type === 'snapshot' ? ctx?.db.byId('snapshot', String(source.id)) : undefined
    if (!snapshot) return {}
    const disk = ctx?.db.byId('disk', String(snapshot.disk_id))
    return { size: snapshot.size, block_size: disk?.block_size ?? 512 }
  },
  floating_ip_create: () => ({ instance_id: null }),
  // the platform makes each VPC's system router itself; every router created through the API is custom
  vpc_router_create: () => ({ kind: 'custom' }),
}

/** body fields that are create-only inputs, not properties of the created item */
export const createOnlyFields: Record<string, string[]> = {
  disk_create: ['disk_source'],
}
