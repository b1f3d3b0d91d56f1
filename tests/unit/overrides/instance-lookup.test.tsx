/**
 * The instance lookup page (spec §2): an instance by id, then its project by id, then the
 * instance's storage tab; anything that does not resolve is the not-found page.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bindConsole } from '../../../src/engine/console'
import { queryClient } from '../../../src/engine/data/query'
import { registry } from '../../../src/generated/registry'
import { LookupInstancePage } from '../../../src/overrides/instance-lookup'
import { testParts } from '../fixtures/console'

bindConsole(testParts(registry))

const instanceId = '1a570000-0000-4000-8000-000000000001'
const projectId = '9a0e0000-0000-4000-8000-000000000001'
const server = setupServer(
  http.get('*/v1/instances/:instance', ({ params }) =>
    params.instance === instanceId
      ? HttpResponse.json({ id: instanceId, name: 'db1', project_id: projectId })
      : HttpResponse.json(
          { error_code: 'ObjectNotFound', message: 'not found: instance' },
          { status: 404 },
        ),
  ),
  http.get('*/v1/projects/:project', ({ params }) =>
    params.project === projectId
      ? HttpResponse.json({ id: projectId, name: 'mock-project' })
      : HttpResponse.json({ error_code: 'ObjectNotFound', message: 'not found' }, { status: 404 }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => queryClient.clear())
afterAll(() => server.close())

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      // the manifest's two lookup routes, both this page
      { path: '/lookup/instances/:instance', element: <LookupInstancePage /> },
      { path: '/lookup/i/:instance', element: <LookupInstancePage /> },
      { path: '/projects/:project/instances/:instance/storage', element: <h1>Storage</h1> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('instance lookup', () => {
  it('is the page of both lookup routes of the registry', () => {
    const lookups = registry.routes.filter(
      (route) => route.page.type === 'override' && route.page.override === 'instance-lookup',
    )
    expect(lookups.map((route) => route.path).sort()).toEqual([
      '/lookup/i/:instance',
      '/lookup/instances/:instance',
    ])
  })

  it('goes from an instance id to its storage tab', async () => {
    const router = renderAt(`/lookup/i/${instanceId}`)
    expect(await screen.findByRole('heading', { name: 'Storage' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/projects/mock-project/instances/db1/storage')
  })

  it('shows not found when the instance does not resolve', async () => {
    renderAt('/lookup/instances/not-a-uuid')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})
