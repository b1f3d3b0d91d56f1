import { useState } from 'react'
import {
  capabilityAvailability,
  GatedControl,
  ListPage,
  type PageProps,
  useParentItem,
} from '../../engine'
import type { Instance } from '../../generated/models'
import { AttachDiskPanel } from './attach-disk-panel'

/**
 * An instance's Storage tab: the generic list of its disks (whose rows can detach, see
 * ../disk-actions) with "Attach existing disk", allowed only in the states spec §4 names.
 */
export function StorageTab({ route }: PageProps) {
  const parent = useParentItem()
  const instance = parent?.row as Instance | undefined
  const [attaching, setAttaching] = useState(false)
  const availability = parent && capabilityAvailability(parent.kind, 'attachDisk', parent.row)

  return (
    <>
      <ListPage
        route={route}
        actions={
          <GatedControl disabledReason={availability?.reason} onPress={() => setAttaching(true)}>
            Attach existing disk
          </GatedControl>
        }
      />
      {attaching && instance && (
        <AttachDiskPanel instance={instance} onClose={() => setAttaching(false)} />
      )}
    </>
  )
}
