/**
 * A provisioning metric over a recent window (silo_metric or system_metric): the samples as
 * the two arrays a chart draws, times in seconds.
 */
import { useOperationQuery } from '../../engine'
import { findOperation } from '../facade'
import { useMemo } from 'react'
import type { MeasurementResultsPage } from '../../generated/platform/models'
import type { Resource } from './resources'

export const timeWindows = [
  { minutes: 60, label: 'Last hour' },
  { minutes: 24 * 60, label: 'Last 24 hours' },
  { minutes: 7 * 24 * 60, label: 'Last 7 days' },
] as const

/** what the history shows first: the last day */
export const DEFAULT_WINDOW_MINUTES = 24 * 60

export interface Series {
  times: number[]
  values: number[]
  isLoading: boolean
  error?: string
}

function pointsOf(page: MeasurementResultsPage | undefined) {
  const times: number[] = []
  const values: number[] = []
  for (const sample of page?.items ?? []) {
    if (typeof sample.datum.datum !== 'number') continue
    times.push(new Date(sample.timestamp).getTime() / 1000)
    values.push(sample.datum.datum)
  }
  return { times, values }
}

export function useProvisioningSeries(
  operationId: 'silo_metric' | 'system_metric',
  resource: Resource,
  /** fixed when it is chosen, so the query key stays stable between renders */
  window: { start: Date; end: Date },
  scope: Record<string, string | undefined>,
): Series {
  const op = findOperation(operationId)
  const query = useOperationQuery<MeasurementResultsPage>(op, {
    path: { metric_name: resource.metric },
    query: {
      ...scope,
      start_time: window.start.toISOString(),
      end_time: window.end.toISOString(),
      limit: 1000,
    },
  })
  const points = useMemo(() => pointsOf(query.data), [query.data])
  return { ...points, isLoading: query.isLoading, error: query.error?.message }
}
