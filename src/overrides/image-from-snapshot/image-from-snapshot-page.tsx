import { useMemo } from 'react'
import { useNavigate, useParams } from 'react-router'
import {
  buildOperationArgs,
  callOperation,
  FormPanel,
  generateName,
  invalidateKind,
  itemLabel,
  LoadError,
  Loading,
  type PageProps,
  routeOfKind,
  routePath,
  useOperationQuery,
  useToast,
} from '../../engine'
import { kindByName } from '../facade'
import type { Snapshot } from '../../generated/platform/models'

/**
 * An image made from one snapshot: the image create form with its source, this snapshot
 * (`source: { type: 'snapshot', id }`), given and hidden; the title names the snapshot, and the
 * name starts as a fresh one made from the snapshot's.
 */
export function ImageFromSnapshotPage(_props: PageProps) {
  const params = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const images = kindByName('image')
  const snapshots = kindByName('snapshot')
  const view = snapshots.ops.view
  const create = images.ops.create
  const form = images.forms.create
  if (!view || !create || !form)
    throw new Error('Images from snapshots need snapshot_view and image_create')
  const query = useOperationQuery<Snapshot>(view, buildOperationArgs(view, params))
  const back = routePath(routeOfKind(snapshots.name, 'list'), params) ?? '/'
  const snapshotForm = useMemo(
    () => ({
      ...form,
      hidden: [...form.hidden, 'source'],
      title: `Create image from snapshot ${query.data?.name ?? ''}`.trim(),
    }),
    [form, query.data?.name],
  )

  // made from the snapshot, named after it: a fresh name by spec §5's generated-name rule,
  // once per snapshot so the form's seed (and its dirty check) holds still
  const snapshotName = query.data?.name
  const snapshotId = query.data?.id
  const seed = useMemo(
    () =>
      snapshotName === undefined
        ? undefined
        : {
            name: generateName(`${snapshotName}-image`),
            source: { type: 'snapshot', id: snapshotId },
          },
    [snapshotName, snapshotId],
  )

  if (query.isLoading) return <Loading />
  if (query.error || !query.data) return <LoadError error={query.error} />
  return (
    <FormPanel
      form={snapshotForm}
      initialData={seed}
      submit={(body) => callOperation(create, buildOperationArgs(create, params, { body }))}
      request={(body) => ({ op: create, args: buildOperationArgs(create, params, { body }) })}
      onSuccess={(created) => {
        void invalidateKind(images.name)
        toast.success(`${images.title} ${itemLabel(images, created)} created`)
        void navigate(back)
      }}
      onClose={() => void navigate(back)}
    />
  )
}
