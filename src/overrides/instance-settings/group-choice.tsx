import { useMemo, useState } from 'react'
import { Field, ReferencePicker, type ScopeLookup } from '../../engine'

/** The anti-affinity group an instance joins, picked by name inside the confirm. */
export function GroupChoice({
  project,
  exclude,
  onChange,
}: {
  project: string
  /** the groups the instance is in already */
  exclude: string[]
  onChange: (group?: string) => void
}) {
  const [group, setGroup] = useState<string>()
  const scope = useMemo<ScopeLookup>(
    () => (name) => (name === 'project' ? project : undefined),
    [project],
  )
  return (
    <Field id="join-group" label="Anti-affinity group" required>
      <ReferencePicker
        id="join-group"
        label="Anti-affinity group"
        kind="antiAffinityGroup"
        scope={scope}
        value={group}
        exclude={exclude}
        required
        onChange={(value) => {
          setGroup(value)
          onChange(value)
        }}
      />
    </Field>
  )
}
