// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const path = '/v1/timeseries/query?project=mock-project'
const db1 = '1a570000-0000-4000-8000-000000000001'

describe('timeseries queries', () => {
  it('gives one per-minute series over the asked window, the same on every ask', async () => {
    const query = `get virtual_machine:vcpu_usage | filter instance_id == "${db1}" && timestamp >= @2026-11-01T10:00:00Z && timestamp < @2026-11-01T11:00:00Z | align mean_within(1m)`
    const first = await call('POST', path, { query })
    expect(first.status).toBe(200)
    const series = first.body.tables[0].timeseries[0]
    expect(series.points.timestamps).toHaveLength(60)
    expect(series.points.timestamps[0]).toBe('2026-11-01T10:00:00.000Z')
    expect(series.points.values[0].values.values.every((v: number) => v >= 0)).toBe(true)
    const again = await call('POST', path, { query })
    expect(again.body).toEqual(first.body)
  })

  it('refuses unknown timeseries and unaligned group_by with the platform’s messages', async () => {
    const unknown = await call('POST', path, { query: 'get no:such' })
    expect(unknown.status).toBe(400)
    const unaligned = await call('POST', path, {
      query: 'get virtual_machine:vcpu_usage | group_by [], sum',
    })
    expect(unaligned.body.message).toBe('Input tables to a group_by must be aligned')
  })

  it('refuses a window that ends before it starts or in the future, as the console does', async () => {
    const window = (start: string, end: string) =>
      `get virtual_disk:bytes_read | filter instance_id == "${db1}" && timestamp >= @${start} && timestamp < @${end}`
    const reversed = await call('POST', path, {
      query: window('2026-11-01T11:00:00Z', '2026-11-01T10:00:00Z'),
    })
    expect(reversed.status).toBe(400)
    expect(reversed.body.message).toBe('End must be after start')
    const future = new Date(Date.now() + 3_600_000).toISOString()
    const ahead = await call('POST', path, { query: window('2026-11-01T10:00:00Z', future) })
    expect(ahead.body.message).toBe('End must not be in the future')
  })

  it('counts vCPU time per state, and refuses a state the platform does not count', async () => {
    const inState = (state: string) =>
      `get virtual_machine:vcpu_usage | filter instance_id == "${db1}" && state == "${state}" && timestamp >= @2026-11-01T10:00:00Z && timestamp < @2026-11-01T11:00:00Z | align mean_within(1m)`
    const values = async (state: string) =>
      (await call('POST', path, { query: inState(state) })).body.tables[0].timeseries[0].points
        .values[0].values.values as number[]
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0)
    expect(sum(await values('run'))).toBeGreaterThan(sum(await values('emulation')))
    const unknown = await call('POST', path, { query: inState('sleeping') })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Unknown vCPU state: sleeping')
  })

  it('refuses a provisioning history window that ends in the future or before it starts', async () => {
    const history = (start: Date, end: Date) =>
      `/v1/system/metrics/cpus_provisioned?start_time=${start.toISOString()}&end_time=${end.toISOString()}`
    const now = Date.now()
    const ahead = await call('GET', history(new Date(now - 3_600_000), new Date(now + 3_600_000)))
    expect(ahead.status).toBe(400)
    expect(ahead.body.message).toBe('End must not be in the future')
    const reversed = await call('GET', history(new Date(now - 60_000), new Date(now - 3_600_000)))
    expect(reversed.body.message).toBe('End must be after start')
  })
})
