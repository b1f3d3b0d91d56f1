/**
 * Instance create: the new instance is `creating`, then `starting` at 1.5 s and `running` at
 * 4 s (or `stopped` at 1.5 s when `start` is false). Disk attachments of type `create` make new
 * disks (no smaller than their image or snapshot, whole GiB, at most 1023 GiB); type `attach`
 * attaches existing detached ones. Interfaces, external IPs, keys and user data are in
 * instance-create-extras.ts. Everything is checked before anything is written, so a refused
 * create leaves no stray disks or addresses.
 */
import { requireKind } from '../context.ts'
import type { MockContext } from '../context.ts'
import { invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { createDefaults } from '../store/defaults.ts'
import { assertDiskSize } from '../store/disk-size.ts'
import { assertUniqueName, scopeIds } from '../store/generic.ts'
import { newId, now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { applyExtras, planExtras } from './instance-create-extras.ts'
import { maxDisksPerInstance } from './instance-disks.ts'
import { scheduleRunState } from './instance-run-state.ts'
import { assertCapability } from './states.ts'

export const startingAfterMs = 1500
export const runningAfterMs = 4000

interface Attachment {
  type: 'create' | 'attach'
  name: string
  description?: string
  size?: number
  disk_source?: unknown
}

function attachmentsOf(body: WireItem): { boot?: Attachment; all: Attachment[] } {
  const boot = (body.boot_disk ?? undefined) as Attachment | undefined
  const others = (Array.isArray(body.disks) ? body.disks : []) as Attachment[]
  return { ...(boot ? { boot } : {}), all: boot ? [boot, ...others] : others }
}

/** the disks rows to write: new ones, and existing ones to mark attached */
function planDisks(ctx: MockContext, projectId: unknown, attachments: Attachment[]) {
  const diskKind = requireKind(ctx, 'disk')
  const disks = ctx.db.table('disk')
  const plan: { attachment: Attachment; disk: WireItem; isNew: boolean }[] = []
  for (const attachment of attachments) {
    if (attachment.type === 'attach') {
      const disk = disks.find((d) => d.name === attachment.name && d.project_id === projectId)
      if (!disk) throw notFound(`not found: disk with name "${attachment.name}"`)
      assertCapability(
        ctx,
        'disk',
        disk,
        'attach',
        (allowed) => `disk "${attachment.name}" must be ${allowed.join(' or ')} to attach it`,
      )
      plan.push({ attachment, disk, isNew: false })
      continue
    }
    assertDiskSize(ctx, Number(attachment.size), attachment.disk_source)
    const time = now()
    const { type: _type, disk_source: _source, ...fields } = attachment
    const disk: WireItem = {
      description: '',
      ...fields,
      ...createDefaults.disk_create?.(attachment as unknown as WireItem),
      project_id: projectId,
      id: newId(),
      time_created: time,
      time_modified: time,
    }
    assertUniqueName(ctx, diskKind, disk)
    if (plan.some((p) => p.isNew && p.disk.name === disk.name)) {
      throw invalidRequest(`disk name "${attachment.name}" is used twice`)
    }
    plan.push({ attachment, disk, isNew: true })
  }
  return plan
}

export const instanceCreateBehaviour: Behaviour = {
  operationId: 'instance_create',
  method: 'post',
  path: '/v1/instances',
  handle: (ctx, call) => {
    const kind = requireKind(ctx, 'instance')
    const body = call.body as WireItem
    const time = now()
    const instance: WireItem = {
      id: newId(),
      name: body.name,
      description: body.description ?? '',
      hostname: body.hostname,
      memory: body.memory,
      ncpus: body.ncpus,
      ...scopeIds(ctx, kind, call),
      run_state: 'creating',
      time_run_state_updated: time,
      auto_restart_enabled: body.auto_restart_policy !== 'never',
      auto_restart_policy: body.auto_restart_policy ?? null,
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      cpu_platform: body.cpu_platform ?? null,
      boot_disk_id: null,
      time_created: time,
      time_modified: time,
    }
    assertUniqueName(ctx, kind, instance)
    const { boot, all } = attachmentsOf(body)
    if (all.length > maxDisksPerInstance) {
      throw invalidRequest(`an instance may have at most ${maxDisksPerInstance} disks`)
    }
    const plan = planDisks(ctx, instance.project_id, all)
    const extras = planExtras(ctx, instance.project_id, body)

    for (const { attachment, disk, isNew } of plan) {
      disk.state = { state: 'attached', instance: instance.id }
      if (isNew) ctx.db.insert('disk', disk)
      if (attachment === boot) instance.boot_disk_id = disk.id
    }
    ctx.db.insert('instance', instance)
    applyExtras(ctx, instance, extras)

    const id = String(instance.id)
    if (body.start === false) {
      scheduleRunState(ctx, id, 'creating', 'stopped', startingAfterMs)
    } else {
      scheduleRunState(ctx, id, 'creating', 'starting', startingAfterMs)
      scheduleRunState(ctx, id, 'starting', 'running', runningAfterMs)
    }
    return respond(call.op, instance, 201)
  },
}
