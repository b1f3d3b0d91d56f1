import { useMemo } from 'react'
import { ReferenceChoice, type ScopeLookup } from '../../engine'
import { can, useKindIndex } from '../facade'

export interface ChosenInstance {
  id: string
  name: string
}

/**
 * The instance a disk goes to, picked by name inside the attach confirm. Instances whose run
 * state cannot take a disk (the instance table's `attachDisk`) are left out: attaching to
 * them could only fail.
 */
export function InstanceChoice({
  project,
  onChange,
}: {
  project: string
  onChange: (instance?: ChosenInstance) => void
}) {
  const scope = useMemo<ScopeLookup>(
    () => (name) => (name === 'project' ? project : undefined),
    [project],
  )
  const index = useKindIndex('instance', scope)
  const unable = useMemo(
    () =>
      index.items.filter((item) => !can.instance.attachDisk(item).enabled).map((item) => item.id),
    [index.items],
  )
  return (
    <ReferenceChoice
      id="attach-disk-instance"
      label="Instance"
      kind="instance"
      by="id"
      scope={scope}
      exclude={unable}
      hint={can.instance.attachDisk.reason}
      onChange={(id) => {
        const chosen = id === undefined ? undefined : index.byId.get(id)
        onChange(chosen && { id: chosen.id, name: chosen.name })
      }}
    />
  )
}
