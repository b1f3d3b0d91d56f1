import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '../../../../src/engine/data/client'
import type { OperationRef } from '../../../../src/contract'
import { queryClient } from '../../../../src/engine/data/query'
import { prefetchFirstList } from '../../../../src/engine/pages/first-list'
import { renderAt } from '../../fixtures/pages/harness'
import { pagesRegistry } from '../../fixtures/pages/registry'
import { bindConsole } from '../../../../src/engine/console'
import { overridesReady } from '../../../../src/engine/console/parts'
import { overrides } from '../../../../src/overrides'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(pagesRegistry, { overrides: () => Promise.resolve(overrides) }))
const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

function api(op: OperationRef): Promise<ApiResult<unknown>> {
  if (op.id === 'instance_list') {
    const items = [{ id: 'i1', name: 'db1', runState: 'running', memory: 1610612736 }]
    return Promise.resolve({ type: 'success', data: { items, nextPage: null } })
  }
  return Promise.resolve({ type: 'error', error: { message: 'Not found' }, statusCode: 404 })
}

const calls = () => callOperation.mock.calls.map(([op, args]) => [op.id, args])
const listCalls = () => calls().filter(([id]) => id === 'instance_list')

// the route tree waits for the overrides before a page renders; the prefetch does not
beforeAll(() => overridesReady())

beforeEach(() => {
  queryClient.clear()
  callOperation.mockReset()
  callOperation.mockImplementation(api)
})

describe('the first list is asked for before its page renders', () => {
  it('asks for the first page of the list at the address, which the page then shows', async () => {
    await prefetchFirstList('/projects/mock-project/instances')
    expect(calls()).toEqual([['instance_list', { query: { project: 'mock-project', limit: 50 } }]])

    renderAt(pagesRegistry, '/projects/mock-project/instances', { keepCache: true })
    expect(await screen.findByRole('cell', { name: 'db1' })).toBeInTheDocument()
    // the page found the answer: it asked nothing of its own
    expect(listCalls()).toHaveLength(1)
  })

  it('a failure of that call is what the page shows, with its Try again', async () => {
    callOperation.mockImplementationOnce(() =>
      Promise.resolve({ type: 'error', error: { message: 'Service down' }, statusCode: 503 }),
    )
    await prefetchFirstList('/projects/mock-project/instances')

    renderAt(pagesRegistry, '/projects/mock-project/instances', { keepCache: true })
    expect(await screen.findByRole('alert')).toHaveTextContent('Service down')
    expect(listCalls()).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('cell', { name: 'db1' })).toBeInTheDocument()
    expect(listCalls()).toHaveLength(2)
  })

  it('asks for nothing where the page is no list, a bespoke one, or none', async () => {
    await prefetchFirstList('/projects/mock-project/instances/db1')
    // the instance's storage tab lists disks, but through the console's own page
    await prefetchFirstList('/projects/mock-project/instances/db1/storage')
    await prefetchFirstList('/nowhere/at/all')
    expect(calls()).toEqual([])
  })
})
