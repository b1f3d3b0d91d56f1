import { useState } from 'react'
import { useParams } from 'react-router'
import {
  capabilityAvailability,
  GatedControl,
  LoadError,
  Loading,
  type PageProps,
  useParentItem,
} from '../../engine'
import type { Instance } from '../../generated/platform/models'
import { AttachDiskPanel } from './attach-disk-panel'
import { DisksCard } from './disks-card'
import { useInstanceDisks } from './instance-disks'

/**
 * An instance's Storage tab: its boot disk, then its other disks with "Attach existing disk"
 * (allowed only in the states spec §4 names). Disk rows detach or become the boot disk from
 * their menu (see ../disk-actions).
 */
export function StorageTab({ route }: PageProps) {
  const params = useParams()
  const parent = useParentItem()
  const instance = parent?.row as Instance | undefined
  const disks = useInstanceDisks(route, params, instance)
  const [attaching, setAttaching] = useState(false)
  const availability = parent && capabilityAvailability(parent.kind, 'attachDisk', parent.row)

  if (disks.isLoading) return <Loading />
  if (disks.error) return <LoadError error={disks.error} onRetry={disks.refetch} />
  return (
    <div className="stack">
      <DisksCard
        id="boot-disk-heading"
        title="Boot disk"
        disks={disks.boot ? [disks.boot] : []}
        params={params}
        empty="This instance has no boot disk set."
      />
      <DisksCard
        id="other-disks-heading"
        title="Other disks"
        disks={disks.others}
        params={params}
        empty="No other disks are attached."
        actions={
          <GatedControl
            disabledReason={availability?.reason}
            operation="instance_disk_attach"
            onPress={() => setAttaching(true)}
          >
            Attach existing disk
          </GatedControl>
        }
      />
      {attaching && instance && (
        <AttachDiskPanel instance={instance} onClose={() => setAttaching(false)} />
      )}
    </div>
  )
}
