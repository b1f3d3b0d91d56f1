import { useParams } from 'react-router'
import { ReferenceName, scopeLookup } from '../../engine'
import type { Disk } from '../../generated/platform/models'
import { ImageSource } from './image-source'
import { defineCell } from '../facade'

/**
 * Where a disk came from: the snapshot or the image it names (a disk has at most one of the
 * two), by name and linked, read through the same one-list-per-page lookup as other
 * references. A blank disk came from nothing.
 */
export const SourceCell = defineCell<'disk.source'>(({ row }) => <Source disk={row} />)

function Source({ disk }: { disk: Disk }) {
  const params = useParams()
  const scope = scopeLookup(params, disk)
  if (disk.snapshotId) {
    return (
      <ReferenceName
        kind="snapshot"
        value={disk.snapshotId}
        scope={scope}
        params={params}
        label="Snapshot"
      />
    )
  }
  if (disk.imageId) {
    return <ImageSource id={disk.imageId} scope={scope} params={params} />
  }
  return <>—</>
}
