import { useParams } from 'react-router'
import {
  buildOperationArgs,
  CardError,
  downloadOperation,
  Loading,
  MenuTable,
  readText,
  TabHeading,
  useOperationQuery,
  useToast,
  type PageProps,
  type TableColumn,
} from '../../engine'
import { can, requireOperation, useParentOf } from '../facade'
import { FileSize } from './file-size'

/** a file saved from the bundle is named for both: `support-bundle-<id>-sled-3-dmesg.log` */
const savedName = (bundleId: string, file: string) =>
  `support-bundle-${bundleId}-${file.replaceAll('/', '-')}`

/**
 * A support bundle's Files tab: the paths its index lists, each with its size and a Download
 * in its menu. A bundle whose state allows no download (the manifest's `download` rule, which
 * the mock refuses by too) has no readable contents: the tab says why and asks nothing.
 */
export function SupportBundleFilesTab({ route }: PageProps) {
  const params = useParams()
  const toast = useToast()
  const bundle = useParentOf('supportBundle')?.row
  const readable = bundle ? can.supportBundle.download(bundle) : undefined
  const index = requireOperation('support_bundle_index')
  const query = useOperationQuery<string>(index, buildOperationArgs(index, params), {
    read: readText,
    enabled: readable?.enabled === true,
    throwOnError: false,
  })
  const title = route.title ?? 'Files'
  const files = (query.data ?? '').split('\n').filter((line) => line !== '')
  const file = requireOperation('support_bundle_download_file')
  const save = (name: string) => {
    const args = buildOperationArgs(file, { ...params, file: name })
    downloadOperation(file, args, savedName(bundle?.id ?? '', name)).catch((error: unknown) =>
      toast.error('Could not download file', (error as Error).message),
    )
  }
  const columns: TableColumn<string>[] = [
    {
      id: 'name',
      header: 'Name',
      priority: 1,
      sortValue: (name) => name,
      cell: (name) => <span className="mono">{name}</span>,
    },
    { id: 'size', header: 'Size', cell: (name) => <FileSize params={params} file={name} /> },
  ]

  return (
    <section className="list-page" aria-label={title}>
      <header className="page-header">
        <TabHeading title={title} />
      </header>
      {readable && !readable.enabled ? (
        <div className="empty-state">
          <h2 className="empty-state-title">No files to show</h2>
          <p className="empty-state-body">{readable.reason}</p>
        </div>
      ) : query.error ? (
        <CardError error={query.error} failed="The bundle's files could not be listed" />
      ) : !bundle || query.isLoading ? (
        <Loading />
      ) : (
        <MenuTable
          columns={columns}
          rows={files}
          rowKey={(name) => name}
          sortParam="files-sort"
          label={title}
          menu={(name) => ({
            label: `${name} actions`,
            actions: [
              {
                key: 'download',
                label: 'Download',
                operation: file.id,
                perform: { type: 'callback', run: () => save(name) },
              },
            ],
            onAction: () => save(name),
          })}
        />
      )}
    </section>
  )
}
