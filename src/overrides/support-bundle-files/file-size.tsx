import {
  buildOperationArgs,
  callLane,
  formatBytes,
  readSize,
  useOperationQuery,
  type RouteParams,
} from '../../engine'
import { requireOperation } from '../facade'

/**
 * The HEADs of a bundle's rows, four at a time: the browser keeps six connections to the API,
 * and a bundle of many files must leave the tab's other calls (a download) one free.
 */
const lane = callLane(4)

/**
 * One file's size, in readable units: the API's index lists paths only, so each row asks the
 * file's HEAD for its Content-Length. "—" when the answer says none or the call failed: a size
 * is a help, never a reason to fail the table.
 */
export function FileSize({ params, file }: { params: RouteParams; file: string }) {
  const head = requireOperation('support_bundle_head_file')
  const query = useOperationQuery<number | null>(
    head,
    buildOperationArgs(head, { ...params, file }),
    { read: readSize, lane, throwOnError: false },
  )
  if (query.isLoading) return <span className="reference-pending" aria-busy="true" />
  return typeof query.data === 'number' ? formatBytes(query.data) : '—'
}
