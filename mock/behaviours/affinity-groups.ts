/**
 * Members of affinity and anti-affinity groups (instances of the group's project), and the
 * groups an instance belongs to. A member row carries its group's id for the mock's
 * bookkeeping; the answer shows the instance as it is now.
 */
import type { Call } from '../call.ts'
import type { MockContext } from '../context.ts'
import { alreadyExists, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import { isUuid } from '../store/time.ts'
import type { Behaviour } from './behaviour.ts'
import { itemOf, resolveNamed } from './lookup.ts'
import { assertCapability } from './states.ts'

interface Flavour {
  groupKind: string
  memberKind: string
  /** path segment and path parameter: `affinity-groups` / `affinity_group` */
  segment: string
  param: string
  /** for operation ids: `affinity_group` / `anti_affinity_group` */
  prefix: string
}

const flavours: Flavour[] = [
  {
    groupKind: 'affinityGroup',
    memberKind: 'affinityGroupMember',
    segment: 'affinity-groups',
    param: 'affinity_group',
    prefix: 'affinity_group',
  },
  {
    groupKind: 'antiAffinityGroup',
    memberKind: 'antiAffinityGroupMember',
    segment: 'anti-affinity-groups',
    param: 'anti_affinity_group',
    prefix: 'anti_affinity_group',
  },
]

const instanceIdOf = (row: WireItem) => (row.value as WireItem | undefined)?.id

/** member rows; the seed's name no group (the API's member has none): the first group's */
function memberRows(ctx: MockContext, flavour: Flavour): WireItem[] {
  const rows = ctx.db.table(flavour.memberKind)
  const firstGroup = ctx.db.table(flavour.groupKind)[0]
  for (const row of rows) row.group_id ??= firstGroup?.id
  return rows
}

/** the wire member: the instance's current name and state, without the bookkeeping */
function shown(ctx: MockContext, row: WireItem): WireItem | undefined {
  const instance = ctx.db.byId('instance', String(instanceIdOf(row)))
  if (!instance) return undefined
  const value = { id: instance.id, name: instance.name, run_state: instance.run_state }
  return { type: 'instance', value }
}

function instanceIn(ctx: MockContext, group: WireItem, call: Call): WireItem {
  const selector = String(call.params.instance)
  const scope: Record<string, string> = isUuid(selector)
    ? {}
    : { project: String(group.project_id) }
  return resolveNamed(ctx, 'instance', selector, scope)
}

function behavioursOf(flavour: Flavour): Behaviour[] {
  const groupPath = `/v1/${flavour.segment}/{${flavour.param}}`
  const memberPath = `${groupPath}/members/instance/{instance}`
  const groupOf = (ctx: MockContext, call: Call) => itemOf(ctx, flavour.groupKind, call)
  const membersOf = (ctx: MockContext, group: WireItem) =>
    memberRows(ctx, flavour).filter((row) => row.group_id === group.id)
  const memberOf = (ctx: MockContext, call: Call) => {
    const group = groupOf(ctx, call)
    const instance = instanceIn(ctx, group, call)
    const row = membersOf(ctx, group).find((r) => instanceIdOf(r) === instance.id)
    return { group, instance, row }
  }
  return [
    {
      operationId: `${flavour.prefix}_member_list`,
      method: 'get',
      path: `${groupPath}/members`,
      handle: (ctx, call) => {
        const members = membersOf(ctx, groupOf(ctx, call)).flatMap((row): WireItem[] => {
          const member = shown(ctx, row)
          return member ? [member] : []
        })
        // members have no names or ids of their own: page by the instance's
        const page = paginate(
          members.map((m) => ({ ...m, id: (m.value as WireItem).id })),
          { ...call.query, sort_by: call.query.sort_by ?? 'id_ascending' },
        )
        const items = page.items.map(({ id: _id, ...member }) => member)
        return respond(call.op, { items, next_page: page.next_page })
      },
    },
    {
      operationId: `${flavour.prefix}_member_instance_view`,
      method: 'get',
      path: memberPath,
      handle: (ctx, call) => {
        const { instance, row } = memberOf(ctx, call)
        const member = row && shown(ctx, row)
        if (!member) throw notFound(`not found: member instance "${String(instance.name)}"`)
        return respond(call.op, member)
      },
    },
    {
      operationId: `${flavour.prefix}_member_instance_add`,
      method: 'post',
      path: memberPath,
      handle: (ctx, call) => {
        const { group, instance, row } = memberOf(ctx, call)
        if (row) throw alreadyExists('member instance', String(instance.name))
        // spec §4: only a stopped instance joins a group
        assertCapability(
          ctx,
          'instance',
          instance,
          'addToAffinityGroup',
          (allowed) => `instance must be ${allowed.join(' or ')} to be added to a group`,
        )
        const added = { type: 'instance', value: { id: instance.id }, group_id: group.id }
        memberRows(ctx, flavour).push(added)
        return respond(call.op, shown(ctx, added), 201)
      },
    },
    {
      operationId: `${flavour.prefix}_member_instance_delete`,
      method: 'delete',
      path: memberPath,
      handle: (ctx, call) => {
        const { instance, row } = memberOf(ctx, call)
        if (!row) throw notFound(`not found: member instance "${String(instance.name)}"`)
        const rows = memberRows(ctx, flavour)
        rows.splice(rows.indexOf(row), 1)
        return respond(call.op, undefined, 204)
      },
    },
    {
      operationId: `instance_${flavour.prefix}_list`,
      method: 'get',
      path: `/v1/instances/{instance}/${flavour.segment}`,
      handle: (ctx, call) => {
        const instance = itemOf(ctx, 'instance', call)
        const groupIds = new Set(
          memberRows(ctx, flavour)
            .filter((row) => instanceIdOf(row) === instance.id)
            .map((row) => row.group_id),
        )
        const groups = ctx.db.table(flavour.groupKind).filter((g) => groupIds.has(g.id))
        return respond(call.op, paginate(groups, call.query))
      },
    },
  ]
}

export const affinityBehaviours: Behaviour[] = flavours.flatMap(behavioursOf)
