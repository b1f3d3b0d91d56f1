/**
 * The timeseries helper behind `window.oxql`: runs OxQL queries and lists timeseries schemas
 * through the console's one client, and prints results with `console.table`. Failures print
 * the error catalogue's text (spec §8), as the console's own screens would show it.
 */
import { callOperation } from '../data/client'
import { shellOperation } from '../data/operations'
import { rowsOf } from '../data/paging'
import type { OperationRef } from '../../contract'

type Row = Record<string, unknown>

interface Points {
  timestamps: string[]
  values: { values: { values: unknown[] } }[]
}

interface Timeseries {
  fields: Record<string, { value: unknown }>
  points: Points
}

interface QueryResult {
  tables: { name: string; timeseries: Timeseries[] | Record<string, Timeseries> }[]
}

/** the project of the page the person is on, which the silo endpoint is scoped by */
function currentProject(): string | undefined {
  const match = /^\/projects\/([^/]+)/.exec(window.location.pathname)
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1])
}

/** One row per point: the table, the series' fields, the time and each value column. */
export function pointRows(result: QueryResult): Row[] {
  return result.tables.flatMap((table) =>
    Object.values(table.timeseries).flatMap((series) =>
      series.points.timestamps.map((time, index) => {
        const row: Row = { timeseries: table.name }
        for (const [name, field] of Object.entries(series.fields)) row[name] = field.value
        row.time = time
        series.points.values.forEach((column, n) => {
          row[n === 0 ? 'value' : `value ${n + 1}`] = column.values.values[index]
        })
        return row
      }),
    ),
  )
}

function fail(message: string): never {
  console.error(message)
  throw new Error(message)
}

/**
 * Runs a query on the silo endpoint for the given (or current) project, else on the system
 * endpoint when the document has one.
 */
export async function runQuery(text: string, options: { project?: string } = {}): Promise<Row[]> {
  const project = options.project ?? currentProject()
  const silo = shellOperation('timeseriesQuery')
  const system = shellOperation('systemTimeseriesQuery')
  let op: OperationRef
  let query: Record<string, string> | undefined
  if (silo && project !== undefined) {
    op = silo
    query = { project }
  } else if (system) {
    op = system
  } else {
    return fail('Open a project, or pass { project: "<name>" }, to query its timeseries')
  }
  const result = await callOperation<QueryResult>(op, { query, body: { query: text } })
  if (result.type !== 'success') return fail(result.error.message)
  const rows = pointRows(result.data)
  console.table(rows)
  return rows
}

/** Lists every timeseries schema (all pages) whose name contains `filter`. */
export async function listSchemas(filter = ''): Promise<Row[]> {
  const op = shellOperation('systemTimeseriesSchemas') ?? shellOperation('timeseriesSchemas')
  if (!op) return fail('This API has no timeseries schema list')
  const schemas: Row[] = []
  let pageToken: string | undefined
  do {
    const result = await callOperation<{ nextPage?: string | null }>(op, {
      query: { limit: 1000, page_token: pageToken },
    })
    if (result.type !== 'success') return fail(result.error.message)
    schemas.push(...(rowsOf(op, result.data) as Row[]))
    pageToken = result.data.nextPage ?? undefined
  } while (pageToken)
  const rows = schemas
    .filter((schema) => String(schema.timeseriesName).includes(filter))
    .map((schema) => ({
      name: schema.timeseriesName,
      datum: schema.datumType,
      fields: Array.isArray(schema.fieldSchema)
        ? schema.fieldSchema.map((field: Row) => field.name).join(', ')
        : '',
      units: schema.units,
    }))
  console.table(rows)
  return rows
}
