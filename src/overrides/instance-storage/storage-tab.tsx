import { useState } from 'react'
import { useParams } from 'react-router'
import { GatedControl, LoadError, Loading, type PageProps } from '../../engine'
import { can, useParentOf } from '../facade'
import { AttachDiskPanel } from './attach-disk-panel'
import { CreateDiskPanel } from './create-disk-panel'
import { DisksCard } from './disks-card'
import { useInstanceDisks } from './instance-disks'

/**
 * An instance's Storage tab: its boot disk, then its other disks with "Create disk" (made and
 * attached in one step) and "Attach existing disk", both allowed only in the states spec §4
 * names for attaching. Disk rows detach or become the boot disk from
 * their menu (see ../disk-actions).
 */
export function StorageTab({ route }: PageProps) {
  const params = useParams()
  const parent = useParentOf('instance')
  const instance = parent?.row
  const disks = useInstanceDisks(route, params, instance)
  const [panel, setPanel] = useState<'attach' | 'create'>()
  const availability = parent && can.instance.attachDisk(parent.row)

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
          <>
            {/* a new disk is attached as it is made: the same state gate as attaching */}
            <GatedControl
              disabledReason={availability?.reason}
              operation="disk_create"
              onPress={() => setPanel('create')}
            >
              Create disk
            </GatedControl>
            <GatedControl
              disabledReason={availability?.reason}
              operation="instance_disk_attach"
              onPress={() => setPanel('attach')}
            >
              Attach existing disk
            </GatedControl>
          </>
        }
      />
      {panel === 'attach' && instance && (
        <AttachDiskPanel instance={instance} onClose={() => setPanel(undefined)} />
      )}
      {panel === 'create' && instance && (
        <CreateDiskPanel instance={instance} onClose={() => setPanel(undefined)} />
      )}
    </div>
  )
}
