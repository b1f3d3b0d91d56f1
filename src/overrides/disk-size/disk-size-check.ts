import { useMemo } from 'react'
import { useParams } from 'react-router'
import { GiB, type ScopeLookup } from '../../engine'
import { useKindIndex } from '../facade'
import { type DiskSourceSize, diskSizeError } from './disk-size'

const noScope: ScopeLookup = () => undefined

/**
 * The disk create form's size, checked as instance create checks its disks (`diskSizeError`):
 * whole GiB, no smaller than the image or snapshot the disk is made from, at most the
 * platform's largest disk. The images (the silo's and the project's) and the project's
 * snapshots are the lists the form's source pickers read.
 */
export function useDiskSizeCheck() {
  const { project } = useParams()
  const projectScope = useMemo<ScopeLookup>(
    () => (name) => (name === 'project' ? project : undefined),
    [project],
  )
  const siloImages = useKindIndex('image', noScope)
  const projectImages = useKindIndex('image', projectScope)
  const snapshots = useKindIndex('snapshot', projectScope)

  return (formData: Record<string, unknown>): string | undefined => {
    // an empty size is the schema's to report
    if (typeof formData.size !== 'number') return undefined
    const source = formData.disk_source as Record<string, unknown> | undefined
    let made: DiskSourceSize | undefined
    if (source?.type === 'image') {
      const id = String(source.image_id)
      const image = siloImages.byId.get(id) ?? projectImages.byId.get(id)
      made = image && { bytes: image.size, word: 'image' }
    } else if (source?.type === 'snapshot') {
      const snapshot = snapshots.byId.get(String(source.snapshot_id))
      made = snapshot && { bytes: snapshot.size, word: 'snapshot' }
    }
    return diskSizeError(formData.size / GiB, made)
  }
}
