import { useState } from 'react'
import { useParentItem } from '../../engine/actions/parent-item'
import type { PageProps } from '../../engine/overrides/types'
import { ListPage } from '../../engine/pages/list-page'
import { WithTooltip } from '../../engine/shell/tooltip'
import type { Instance } from '../../generated/models'
import { instanceActionAvailability } from '../instance-actions/instance-states'
import { AttachDiskPanel } from './attach-disk-panel'

/**
 * An instance's Storage tab: the generic list of its disks (whose rows can detach, see
 * detach-disk.ts) with "Attach existing disk", allowed only in the states spec §4 names.
 */
export function StorageTab({ route }: PageProps) {
  const parent = useParentItem()
  const instance = parent?.row as Instance | undefined
  const [attaching, setAttaching] = useState(false)
  const availability = instance && instanceActionAvailability('attachDisk', instance.runState)

  const button = (
    <button
      type="button"
      className="btn"
      aria-disabled={availability?.enabled ? undefined : true}
      onClick={() => {
        if (availability?.enabled) setAttaching(true)
      }}
    >
      Attach existing disk
    </button>
  )
  return (
    <>
      <ListPage
        route={route}
        actions={
          availability?.reason ? (
            <WithTooltip content={availability.reason}>{button}</WithTooltip>
          ) : (
            button
          )
        }
      />
      {attaching && instance && (
        <AttachDiskPanel instance={instance} onClose={() => setAttaching(false)} />
      )}
    </>
  )
}
