import {
  buildOperationArgs,
  hasTransitionalRow,
  operationOfKind,
  type RouteParams,
  TRANSITIONAL_POLL_MS,
  useOperationQuery,
} from '../../engine'
import { kindOfRoute } from '../facade'
import type { RouteDef } from '../../contract'
import type { Disk, Instance } from '../../generated/platform/models'

export interface InstanceDisks {
  boot?: Disk
  others: Disk[]
  isLoading: boolean
  /** the failed call's error, whole: the error screen shows its request id too */
  error?: Error | null
  refetch: () => void
}

/**
 * The disks of the instance, as the Storage tab's route lists them (the first page holds them all:
 * an instance takes a dozen at most), split into its boot disk and the others. Polled while
 * one of them is attaching or detaching.
 */
export function useInstanceDisks(
  route: RouteDef,
  params: RouteParams,
  instance: Instance | undefined,
): InstanceDisks {
  if (route.page.type !== 'list') throw new Error(`Route ${route.id} is not a list`)
  const kind = kindOfRoute(route)
  const op = operationOfKind(kind, route.page.operation ?? 'instance_disk_list')
  const query = useOperationQuery<{ items: Disk[] }>(op, buildOperationArgs(op, params), {
    refetchInterval: (current) =>
      hasTransitionalRow(kind, current.state.data?.items ?? []) ? TRANSITIONAL_POLL_MS : false,
  })
  const disks = query.data?.items ?? []
  return {
    boot: disks.find((disk) => disk.id === instance?.bootDiskId),
    others: disks.filter((disk) => disk.id !== instance?.bootDiskId),
    isLoading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
  }
}
