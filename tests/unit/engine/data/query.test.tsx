import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Component } from 'react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  invalidateKind,
  queryClient,
  usePaginatedList,
  useOperationQuery,
} from '../../../../src/engine/data/query'
import type { ApiRequestError } from '../../../../src/engine/data/errors'
import { fixtureRegistry } from '../../fixtures/registry'
import { bindConsole } from '../../../../src/engine/console'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(fixtureRegistry))

const projectList = fixtureRegistry.kinds.project!.ops.list!
const projectView = fixtureRegistry.kinds.project!.ops.view!
const names = Array.from({ length: 5 }, (_, i) => `project-${i + 1}`)

// pages of `limit` rows; the token is the index of the next row, as an opaque string
const server = setupServer(
  http.get('*/v1/projects', ({ request }) => {
    const params = new URL(request.url).searchParams
    const start = Number(params.get('page_token') ?? 0)
    const limit = Number(params.get('limit'))
    const end = start + limit
    return HttpResponse.json({
      items: names.slice(start, end).map((name) => ({ name })),
      next_page: end < names.length ? String(end) : null,
    })
  }),
  http.get('*/v1/projects/:project', () =>
    HttpResponse.json({ error_code: 'ObjectNotFound', message: 'not found' }, { status: 404 }),
  ),
)
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  // unmount first (the setup file's cleanup runs after this hook): a tree still mounted
  // would refetch into the cleared cache and hand the next test its answer
  cleanup()
  queryClient.clear()
})
afterAll(() => server.close())

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)
class Boundary extends Component<{ children: ReactNode }, { error?: ApiRequestError }> {
  override state: { error?: ApiRequestError } = {}
  static getDerivedStateFromError(error: ApiRequestError) {
    return { error }
  }
  override render() {
    const { error } = this.state
    return error ? (
      <p role="alert">{`${error.statusCode} ${error.message}`}</p>
    ) : (
      this.props.children
    )
  }
}
const rowNames = (items: unknown[]) => items.map((item) => (item as { name: string }).name)

describe('usePaginatedList', () => {
  it('walks forward with the next token and back with the kept stack', async () => {
    const { result } = renderHook(() => usePaginatedList(projectList, {}, 2), { wrapper })
    await waitFor(() => expect(rowNames(result.current.items)).toEqual(['project-1', 'project-2']))
    expect(result.current.hasPrev).toBe(false)
    expect(result.current.hasNext).toBe(true)

    act(() => result.current.next())
    await waitFor(() => expect(rowNames(result.current.items)).toEqual(['project-3', 'project-4']))
    act(() => result.current.next())
    await waitFor(() => expect(rowNames(result.current.items)).toEqual(['project-5']))
    expect(result.current.hasNext).toBe(false)
    expect(result.current.hasPrev).toBe(true)

    act(() => result.current.prev())
    await waitFor(() => expect(rowNames(result.current.items)).toEqual(['project-3', 'project-4']))
  })

  it('starts again at the first page when the page size changes', async () => {
    const { result } = renderHook(() => usePaginatedList(projectList, {}, 2), { wrapper })
    await waitFor(() => expect(result.current.hasNext).toBe(true))
    act(() => result.current.next())
    await waitFor(() => expect(result.current.hasPrev).toBe(true))
    act(() => result.current.setPageSize(50))
    await waitFor(() => expect(result.current.items).toHaveLength(5))
    expect(result.current.pageSize).toBe(50)
    expect(result.current.hasPrev).toBe(false)
    expect(result.current.hasNext).toBe(false)
  })

  it('defaults to 50 rows per page', async () => {
    const { result } = renderHook(() => usePaginatedList(projectList, {}), { wrapper })
    await waitFor(() => expect(result.current.items).toHaveLength(5))
    expect(result.current.pageSize).toBe(50)
  })
})

describe('queries', () => {
  it('throws a 404 to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Project() {
      useOperationQuery(projectView, { path: { project: 'nope' } })
      return <p>project</p>
    }
    render(
      <Boundary>
        <Project />
      </Boundary>,
      { wrapper },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('404 Not found')
  })

  it('invalidates every query of a kind', async () => {
    const { result } = renderHook(() => useOperationQuery(projectList, { query: { limit: 1 } }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await act(() => invalidateKind('project'))
    expect(
      queryClient.getQueryState([projectList.id, { query: { limit: 1 } }])?.dataUpdateCount,
    ).toBe(2)
  })
})
