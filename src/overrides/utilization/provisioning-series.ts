/**
 * A provisioning metric over a recent window (silo_metric or system_metric): the samples as
 * the two arrays a chart draws, times in seconds.
 */
import { findOperation, useOperationQuery } from '../../engine'
import { useMemo } from 'react'
import type { MeasurementResultsPage } from '../../generated/platform/models'
import type { Resource } from './resources'

export const timeWindows = [
  { hours: 1, label: 'Last hour' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 24 * 7, label: 'Last 7 days' },
] as const

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
  hours: number,
  scope: Record<string, string | undefined>,
): Series {
  const op = findOperation(operationId)
  // the window is fixed when it is chosen, so the query key stays stable between renders
  const window = useMemo(() => {
    const end = new Date()
    return {
      start: new Date(end.getTime() - hours * 3_600_000).toISOString(),
      end: end.toISOString(),
    }
  }, [hours])
  const query = useOperationQuery<MeasurementResultsPage>(op, {
    path: { metric_name: resource.metric },
    query: { ...scope, start_time: window.start, end_time: window.end, limit: 1000 },
  })
  const points = useMemo(() => pointsOf(query.data), [query.data])
  return { ...points, isLoading: query.isLoading, error: query.error?.message }
}
