/**
 * An instance's disks: the sub-list, attach and detach. A disk's attachment lives on the disk
 * (`state: { state: 'attached', instance }`), so the instance row never has to change.
 */
import { requireKind } from '../context.ts'
import type { MockContext } from '../context.ts'
import { conflict, invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { findItem } from '../store/generic.ts'
import { paginate } from '../store/pagination.ts'
import { isUuid, now } from '../store/time.ts'
import type { Call } from '../call.ts'
import type { Behaviour } from './behaviour.ts'
import { assertCapability, assertState } from './states.ts'
import { limits } from '../../src/generated/platform/rules.ts'

/** the platform's limit, the boot disk included: the manifest's, which instance create reads too */
export const maxDisksPerInstance = limits.instance.disks

const attachedTo = (disk: WireItem) => (disk.state as WireItem | undefined)?.instance

function disksOf(ctx: MockContext, instance: WireItem): WireItem[] {
  return ctx.db.table('disk').filter((disk) => attachedTo(disk) === instance.id)
}

/** the disk named in the body, looked up in the instance's project */
function bodyDisk(ctx: MockContext, instance: WireItem, call: Call): WireItem {
  const selector = String((call.body as WireItem).disk)
  const disk = ctx.db
    .table('disk')
    .find((d) =>
      isUuid(selector)
        ? d.id === selector
        : d.name === selector && d.project_id === instance.project_id,
    )
  if (!disk)
    throw notFound(`not found: disk with ${isUuid(selector) ? 'id' : 'name'} "${selector}"`)
  return disk
}

function setDiskState(disk: WireItem, state: WireItem): void {
  disk.state = state
  disk.time_modified = now()
}

export const instanceDiskBehaviours: Behaviour[] = [
  {
    operationId: 'instance_disk_list',
    method: 'get',
    path: '/v1/instances/{instance}/disks',
    handle: (ctx, call) => {
      const instance = findItem(ctx, requireKind(ctx, 'instance'), call)
      return respond(call.op, paginate(disksOf(ctx, instance), call.query))
    },
  },
  {
    operationId: 'instance_disk_attach',
    method: 'post',
    path: '/v1/instances/{instance}/disks/attach',
    handle: (ctx, call) => {
      const instance = findItem(ctx, requireKind(ctx, 'instance'), call)
      assertState(ctx, 'instance', instance, 'instance_disk_attach', 'attach a disk')
      const disk = bodyDisk(ctx, instance, call)
      assertCapability(
        ctx,
        'disk',
        disk,
        'attach',
        (allowed) => `disk "${String(disk.name)}" must be ${allowed.join(' or ')} to attach it`,
      )
      if (disksOf(ctx, instance).length >= maxDisksPerInstance) {
        throw invalidRequest(`an instance may have at most ${maxDisksPerInstance} disks`)
      }
      setDiskState(disk, { state: 'attached', instance: instance.id })
      return respond(call.op, disk, 202)
    },
  },
  {
    operationId: 'instance_disk_detach',
    method: 'post',
    path: '/v1/instances/{instance}/disks/detach',
    handle: (ctx, call) => {
      const instance = findItem(ctx, requireKind(ctx, 'instance'), call)
      assertState(ctx, 'instance', instance, 'instance_disk_detach', 'detach a disk')
      const disk = bodyDisk(ctx, instance, call)
      if (attachedTo(disk) !== instance.id) {
        throw invalidRequest(`disk "${String(disk.name)}" is not attached to this instance`)
      }
      // a disk on its way in or out (attaching, detaching) is not attached yet (spec §4)
      assertCapability(
        ctx,
        'disk',
        disk,
        'detach',
        (allowed) => `disk "${String(disk.name)}" must be ${allowed.join(' or ')} to detach it`,
      )
      // as the platform: the boot disk stays until the instance is updated to boot from another
      if (instance.boot_disk_id === disk.id) throw conflict('boot disk cannot be detached')
      setDiskState(disk, { state: 'detached' })
      return respond(call.op, disk, 202)
    },
  },
]

/**
 * Reconfiguring an instance (`InstanceUpdate` replaces every setting, only in the states resize
 * allows, but a body that changes only the auto-restart policy is taken while running): the body's `boot_disk`, one of the instance's disks by name or id or null for none,
 * becomes the instance's `boot_disk_id`.
 */
export const instanceUpdateBehaviour: Behaviour = {
  operationId: 'instance_update',
  method: 'put',
  path: '/v1/instances/{instance}',
  handle: (ctx, call) => {
    const instance = findItem(ctx, requireKind(ctx, 'instance'), call)
    const body = call.body as WireItem
    let bootDiskId: unknown = null
    if (body.boot_disk != null) {
      const disk = bodyBootDisk(ctx, instance, String(body.boot_disk))
      bootDiskId = disk.id
    }
    // each change is held to its own rule of spec §4 (the manifest's): a new boot disk to the
    // instance's updateBootDisk and the disk's setAsBootDisk, a new size or CPU platform to
    // resize (instance_update's), and a body that changes neither only the auto-restart
    // policy, which the platform takes in more states (updateAutoRestart)
    const newBootDisk = bootDiskId !== (instance.boot_disk_id ?? null)
    const resized =
      body.ncpus !== instance.ncpus ||
      body.memory !== instance.memory ||
      (body.cpu_platform ?? null) !== (instance.cpu_platform ?? null)
    if (newBootDisk) assertBootDiskChange(ctx, instance, bootDiskId)
    if (resized) assertState(ctx, 'instance', instance, 'instance_update', 'be reconfigured')
    if (!newBootDisk && !resized) {
      assertCapability(
        ctx,
        'instance',
        instance,
        'updateAutoRestart',
        (allowed) => `instance must be ${allowed.join(' or ')} to change its auto-restart policy`,
      )
    }
    const policy = body.auto_restart_policy ?? null
    Object.assign(instance, {
      ncpus: body.ncpus,
      memory: body.memory,
      auto_restart_policy: policy,
      auto_restart_enabled: policy !== 'never',
      cpu_platform: body.cpu_platform ?? null,
      boot_disk_id: bootDiskId,
      time_modified: now(),
    })
    return respond(call.op, instance)
  },
}

function bodyBootDisk(ctx: MockContext, instance: WireItem, selector: string): WireItem {
  const disk = disksOf(ctx, instance).find((d) =>
    isUuid(selector) ? d.id === selector : d.name === selector,
  )
  if (!disk) throw invalidRequest(`boot disk "${selector}" is not attached to this instance`)
  return disk
}

/** 400 unless the instance may change its boot disk, and the new one (if any) may become it */
function assertBootDiskChange(ctx: MockContext, instance: WireItem, diskId: unknown): void {
  assertCapability(
    ctx,
    'instance',
    instance,
    'updateBootDisk',
    (allowed) => `instance must be ${allowed.join(' or ')} to change its boot disk`,
  )
  const disk = diskId === null ? undefined : ctx.db.byId('disk', String(diskId))
  if (disk === undefined) return
  assertCapability(
    ctx,
    'disk',
    disk,
    'setAsBootDisk',
    (allowed) => `disk "${String(disk.name)}" must be ${allowed.join(' or ')} to boot from it`,
  )
}

/** detach every disk of an instance (it is going away) */
export function detachAll(ctx: MockContext, instance: WireItem): void {
  for (const disk of disksOf(ctx, instance)) setDiskState(disk, { state: 'detached' })
}
