import { useMemo } from 'react'
import {
  capabilityAvailability,
  ReferenceChoice,
  useReferenceIndex,
  type ScopeLookup,
} from '../../engine'
import type { Instance } from '../../generated/platform/models'

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
  const index = useReferenceIndex('instance', scope)
  const unable = useMemo(
    () =>
      (index.items as Instance[])
        .filter((item) => !capabilityAvailability(index.kind, 'attachDisk', item).enabled)
        .map((item) => item.id),
    [index.items, index.kind],
  )
  return (
    <ReferenceChoice
      id="attach-disk-instance"
      label="Instance"
      kind="instance"
      by="id"
      scope={scope}
      exclude={unable}
      hint={capabilityAvailability(index.kind, 'attachDisk', {}).reason}
      onChange={(id) => {
        const chosen = id === undefined ? undefined : (index.byId.get(id) as Instance | undefined)
        onChange(chosen && { id: chosen.id, name: chosen.name })
      }}
    />
  )
}
