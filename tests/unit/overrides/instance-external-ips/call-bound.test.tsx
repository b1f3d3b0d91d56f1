/**
 * The instance list's External IPs column asks one call per row (the API lists external IPs per
 * instance only): those calls go a few at a time, so the list's own calls never wait for them.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ColumnDef, KindDef } from '../../../../src/contract'
import { bindConsole } from '../../../../src/engine/console'
import { callLane } from '../../../../src/engine/data/call-lane'
import { queryClient } from '../../../../src/engine/data/query'
import { registry } from '../../../../src/generated/registry'
import type { Instance } from '../../../../src/generated/platform/models'
import {
  EXTERNAL_IP_CALLS_AT_ONCE,
  ExternalIpsCell,
} from '../../../../src/overrides/instance-external-ips/external-ips-cell'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(registry))

let out = 0
let most = 0
let asked: string[] = []
let release: () => void = () => undefined
let held = new Promise<void>((resolve) => (release = resolve))
const server = setupServer(
  http.get('*/v1/instances/:instance/external-ips', async ({ params }) => {
    asked.push(String(params.instance))
    out++
    most = Math.max(most, out)
    // answers come only when the test lets them: the calls pile up as on a slow rack
    await held
    await delay(5)
    out--
    return HttpResponse.json({ items: [], next_page: null })
  }),
  http.get('*/v1/instances', () => HttpResponse.json({ items: [], next_page: null })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  queryClient.clear()
  out = 0
  most = 0
  asked = []
  held = new Promise<void>((resolve) => (release = resolve))
})
afterAll(() => server.close())

const kind = registry.kinds.instance as KindDef
const column = { field: 'externalIps', header: 'External IPs' } as ColumnDef
const rowsNamed = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => ({ name: `${prefix}-${n}` }) as Instance)
const rows = rowsNamed('vm', 12)

function renderList(rows: Instance[]) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/projects/mock-project/instances']}>
        <Routes>
          <Route
            path="/projects/:project/instances"
            element={
              <ul>
                {rows.map((row) => (
                  <li key={row.name}>
                    <ExternalIpsCell row={row} value={undefined} column={column} kind={kind} />
                  </li>
                ))}
              </ul>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('the External IPs column', () => {
  it(`has at most ${EXTERNAL_IP_CALLS_AT_ONCE} calls out at once, and asks for every row once`, async () => {
    renderList(rows)
    await until(() => out === EXTERNAL_IP_CALLS_AT_ONCE)
    // a while later, still no more than the bound: the other rows wait their turn
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(out).toBe(EXTERNAL_IP_CALLS_AT_ONCE)
    expect(EXTERNAL_IP_CALLS_AT_ONCE).toBeLessThan(6)

    // meanwhile the list's own call goes out at once, queued behind none of them
    const started = Date.now()
    const answer = await fetch('http://127.0.0.1/v1/instances?project=mock-project')
    expect(answer.ok).toBe(true)
    expect(Date.now() - started).toBeLessThan(1000)

    release()
    await until(() => asked.length === rows.length && out === 0)
    expect(most).toBe(EXTERNAL_IP_CALLS_AT_ONCE)
    expect([...asked].sort()).toEqual(rows.map((row) => row.name).sort())
    await screen.findAllByText('—')
    expect(screen.getAllByText('—')).toHaveLength(rows.length)
  })

  it('drops the calls of rows that left while they waited: the next page waits for none', async () => {
    const firstPage = renderList(rows)
    await until(() => out === EXTERNAL_IP_CALLS_AT_ONCE)
    firstPage.unmount()
    const next = rowsNamed('next', 3)
    renderList(next)
    release()
    await until(() => asked.length >= EXTERNAL_IP_CALLS_AT_ONCE + next.length && out === 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // the four already out finished; the eight still waiting were never made
    expect(asked.filter((name) => name.startsWith('vm-'))).toHaveLength(EXTERNAL_IP_CALLS_AT_ONCE)
    expect(asked.filter((name) => name.startsWith('next-')).sort()).toEqual(
      next.map((row) => row.name),
    )
  })
})

describe('a call lane', () => {
  it('runs a call cancelled while it waits never, and lets the next one in', async () => {
    const lane = callLane(1)
    let finish: () => void = () => undefined
    const first = lane.run(() => new Promise<string>((resolve) => (finish = () => resolve('a'))))
    const cancel = new AbortController()
    let madeCancelled = false
    const second = lane.run(async () => {
      madeCancelled = true
      return 'b'
    }, cancel.signal)
    const third = lane.run(async () => 'c')
    expect(lane.inFlight).toBe(1)
    cancel.abort()
    await expect(second).rejects.toThrow()
    finish()
    expect(await first).toBe('a')
    expect(await third).toBe('c')
    expect(madeCancelled).toBe(false)
    expect(lane.inFlight).toBe(0)
  })
})
