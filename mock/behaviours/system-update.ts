/**
 * System update: the uploaded releases, the target release and the rollout towards it. Setting
 * a target needs an uploaded release newer than the current target (the platform refuses
 * downgrades); the rack then moves its components to it a batch at a time on a timer, and the
 * update status reports how many run each release.
 */
import type { MockContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { now } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { bodyOf } from './lookup.ts'

/** time between two rollout steps, and how many components move in one */
export const rolloutStepMs = 2000
const componentsPerStep = 12

// the version comparisons load with the first call that needs them, not with the page's mock;
// the two functions, not the package's index (its ranges and classes are three times the size)
const loadSemver = async () => {
  const [{ default: valid }, { default: compare }] = await Promise.all([
    import('semver/functions/valid'),
    import('semver/functions/compare'),
  ])
  return { valid, compare }
}

type Semver = Awaited<ReturnType<typeof loadSemver>>

/**
 * Releases in version order: semantic versions as semver orders them; a world seeded from a
 * document without examples has made-up versions ("system-version-2"), ordered as text after
 * every real one rather than crashing the list.
 */
const versionOrder =
  (semver: Semver) =>
  (a: string, b: string): number => {
    const validA = semver.valid(a) !== null
    const validB = semver.valid(b) !== null
    if (validA && validB) return semver.compare(a, b)
    if (validA !== validB) return validA ? -1 : 1
    return a.localeCompare(b)
  }

const releases = (ctx: MockContext) => ctx.db.table('systemUpdateRepository')
const status = (ctx: MockContext): WireItem => ctx.db.table('systemUpdateStatus')[0] ?? {}
const currentTarget = (ctx: MockContext): WireItem | undefined => ctx.db.table('targetRelease')[0]

type Counts = Record<string, number>

/** one rollout step: up to a batch of components leave older releases for the target */
function stepTowards(ctx: MockContext, version: string): void {
  if (currentTarget(ctx)?.version !== version) return
  const counts = { ...((status(ctx).components_by_release_version ?? {}) as Counts) }
  let moving = componentsPerStep
  for (const [release, count] of Object.entries(counts)) {
    if (release === version || moving === 0) continue
    const moved = Math.min(count, moving)
    moving -= moved
    counts[version] = (counts[version] ?? 0) + moved
    if (count === moved) delete counts[release]
    else counts[release] = count - moved
  }
  Object.assign(status(ctx), {
    components_by_release_version: counts,
    time_last_step_planned: now(),
  })
  if (moving < componentsPerStep && Object.keys(counts).length > 1) {
    ctx.timers.after(rolloutStepMs, () => stepTowards(ctx, version))
  }
}

export const systemUpdateBehaviours: Behaviour[] = [
  {
    operationId: 'system_update_repository_list',
    method: 'get',
    path: '/v1/system/update/repositories',
    handle: async (ctx, call) => {
      const semver = await loadSemver()
      const ascending = call.query.sort_by === 'version_ascending'
      const items = [...releases(ctx)].sort((a, b) =>
        versionOrder(semver)(String(a.system_version), String(b.system_version)),
      )
      return respond(call.op, { items: ascending ? items : items.reverse(), next_page: null })
    },
  },
  {
    operationId: 'system_update_status',
    method: 'get',
    path: '/v1/system/update/status',
    handle: (ctx, call) =>
      respond(call.op, { ...status(ctx), target_release: currentTarget(ctx) ?? null }),
  },
  {
    operationId: 'target_release_update',
    method: 'put',
    path: '/v1/system/update/target-release',
    handle: async (ctx, call) => {
      const semver = await loadSemver()
      const version = String(bodyOf(call).system_version)
      if (!releases(ctx).some((r) => r.system_version === version)) {
        throw invalidRequest(`no uploaded release has version ${version}`)
      }
      const previous = currentTarget(ctx)?.version
      if (typeof previous === 'string' && versionOrder(semver)(version, previous) <= 0) {
        throw invalidRequest(
          `cannot set target release to ${version}: it is not newer than the current target ${previous}`,
        )
      }
      const rows = ctx.db.table('targetRelease')
      rows.splice(0, rows.length, { version, time_requested: now() })
      ctx.timers.after(rolloutStepMs, () => stepTowards(ctx, version))
      return respond(call.op, undefined, 204)
    },
  },
]
