import type { WidgetProps } from '@rjsf/utils'
import { useMemo } from 'react'
import { can, useKindIndex } from '../facade'
import { GatedPicker, useProjectScope } from './gated-picker'

/** "Add member" of an affinity or anti-affinity group: only instances that may join one */
export function MemberInstanceWidget(props: WidgetProps) {
  const scope = useProjectScope()
  const index = useKindIndex('instance', scope)
  const unable = useMemo(
    () =>
      index.items
        .filter((item) => !can.instance.addToAffinityGroup(item).enabled)
        .map((item) => item.name),
    [index.items],
  )
  return (
    <GatedPicker
      widget={props}
      kind="instance"
      label="Instance"
      scope={scope}
      unable={unable}
      reason={can.instance.addToAffinityGroup.reason}
    />
  )
}

/** "Create snapshot": only disks that may be snapshotted (spec §4: attached or detached) */
export function SnapshotDiskWidget(props: WidgetProps) {
  const scope = useProjectScope()
  const index = useKindIndex('disk', scope)
  const unable = useMemo(
    () => index.items.filter((item) => !can.disk.snapshot(item).enabled).map((item) => item.name),
    [index.items],
  )
  return (
    <GatedPicker
      widget={props}
      kind="disk"
      label="Disk"
      scope={scope}
      unable={unable}
      reason={can.disk.snapshot.reason}
    />
  )
}
