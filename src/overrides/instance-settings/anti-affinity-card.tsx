import { useMemo } from 'react'
import { Link } from 'react-router'
import {
  callOperation,
  GatedControl,
  EnumBadge,
  invalidateKind,
  LoadError,
  MenuTable,
  ReferenceChoice,
  Loading,
  routeOfKind,
  routePath,
  unwrap,
  useConfirm,
  useOperationQuery,
  useToast,
  type TableColumn,
} from '../../engine'
import { can, requireOperation } from '../facade'
import type { AntiAffinityGroup, Instance } from '../../generated/platform/models'

const membership = (group: string, instance: Instance, project: string) => ({
  path: { anti_affinity_group: group, instance: instance.name },
  query: { project },
})

/**
 * The anti-affinity groups the instance belongs to (the platform keeps their members on
 * different sleds), with "Add to group", which the instance's state gates (its
 * `addToAffinityGroup`, spec §4: stopped), and a way out of each group.
 */
export function AntiAffinityCard({ instance, project }: { instance: Instance; project: string }) {
  const confirm = useConfirm()
  const toast = useToast()
  const groups = useOperationQuery<{ items: AntiAffinityGroup[] }>(
    requireOperation('instance_anti_affinity_group_list'),
    { path: { instance: instance.id } },
  )
  const joined = (groups.data?.items ?? []).map((group) => group.name)
  const availability = can.instance.addToAffinityGroup(instance)
  const groupPath = (name: string) =>
    routePath(routeOfKind('antiAffinityGroup', 'detail'), { project, antiAffinityGroup: name })

  const groupColumns = useMemo(
    (): TableColumn<AntiAffinityGroup>[] => [
      {
        id: 'name',
        header: 'Name',
        priority: 1,
        sortValue: (group) => group.name,
        cell: (group) => {
          const to = groupPath(group.name)
          return to ? <Link to={to}>{group.name}</Link> : group.name
        },
      },
      {
        id: 'description',
        header: 'Description',
        priority: 3,
        sortValue: (group) => group.description,
        cell: (group) => group.description || '—',
      },
      {
        id: 'policy',
        header: 'Policy',
        sortValue: (group) => group.policy,
        // as the groups' own list shows it: "Fail", not the wire's "fail"
        cell: (group) => <EnumBadge value={group.policy} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- groupPath reads only the project
    [project],
  )

  const join = () => {
    let chosen: string | undefined
    confirm({
      title: 'Add to anti-affinity group',
      message: (
        <div className="stack">
          <p>Keep {instance.name} apart from the group’s other instances.</p>
          <ReferenceChoice
            id="join-group"
            label="Anti-affinity group"
            kind="antiAffinityGroup"
            scope={(name) => (name === 'project' ? project : undefined)}
            exclude={joined}
            onChange={(group) => (chosen = group)}
          />
        </div>
      ),
      confirmLabel: 'Add to group',
      errorTitle: 'Could not add to the group',
      onConfirm: async () => {
        if (!chosen) throw new Error('Choose the group to add the instance to')
        const op = requireOperation('anti_affinity_group_member_instance_add')
        unwrap(await callOperation(op, membership(chosen, instance, project)))
        await invalidateKind('antiAffinityGroup')
        toast.success(`Added ${instance.name} to ${chosen}`)
      },
    })
  }

  const leave = (group: AntiAffinityGroup) =>
    confirm({
      title: 'Remove from group',
      message: `Remove ${instance.name} from ${group.name}?`,
      confirmLabel: 'Remove',
      danger: true,
      errorTitle: 'Could not remove from the group',
      onConfirm: async () => {
        const op = requireOperation('anti_affinity_group_member_instance_delete')
        unwrap(await callOperation(op, membership(group.name, instance, project)))
        await invalidateKind('antiAffinityGroup')
        toast.success(`Removed ${instance.name} from ${group.name}`)
      },
    })

  return (
    <section className="card stack" aria-labelledby="anti-affinity-heading">
      <header className="page-header">
        <h2 id="anti-affinity-heading">Anti-affinity groups</h2>
        <GatedControl
          disabledReason={availability.reason}
          operation="anti_affinity_group_member_instance_add"
          onPress={join}
        >
          Add to group
        </GatedControl>
      </header>
      {groups.isLoading ? (
        <Loading />
      ) : groups.error ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : joined.length === 0 ? (
        <p className="muted">This instance is in no anti-affinity group.</p>
      ) : (
        <MenuTable
          columns={groupColumns}
          rows={groups.data?.items ?? []}
          rowKey={(group) => group.id}
          sortParam="groups-sort"
          menu={(group) => ({
            label: `${group.name} actions`,
            actions: [
              {
                key: 'remove',
                label: 'Remove from group',
                danger: true,
                operation: 'anti_affinity_group_member_instance_delete',
                perform: { type: 'callback', run: () => leave(group) },
              },
            ],
            onAction: () => leave(group),
          })}
        />
      )}
    </section>
  )
}
