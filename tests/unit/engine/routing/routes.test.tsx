import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { Outlet, UNSAFE_createMemoryHistory } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../../../src/engine/data/query'
import type { RouteDef } from '../../../../src/contract'
import { fixtureRegistry } from '../../fixtures/registry'
import { createConsole } from '../../../../src/engine/console'
import { testParts } from '../../fixtures/console'

// the pages are another part of the engine: here each page names its route and keeps an outlet
vi.mock('../../../../src/engine/routing/page-component', () => ({
  routeComponent: (route: RouteDef) =>
    function StubPage() {
      return (
        <section aria-label={route.id}>
          <h1>{route.title ?? route.id}</h1>
          <Outlet />
        </section>
      )
    },
}))

const server = setupServer(
  http.get('*/v1/me', () =>
    HttpResponse.json({
      id: 'u1',
      display_name: 'hannah.arendt',
      silo_id: 's1',
      silo_name: 'maze-war',
    }),
  ),
  http.get('*/v1/system/policy', () => HttpResponse.json({ role_assignments: [] })),
  http.post('*/v1/logout', () => new HttpResponse(null, { status: 204 })),
)
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  // unmount first (the setup file's cleanup runs after this hook): a tree still mounted
  // would refetch into the cleared cache and hand the next test its answer
  cleanup()
  server.resetHandlers()
  queryClient.clear()
})
afterAll(() => server.close())

function renderAt(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })
  const Console = createConsole({ ...testParts(fixtureRegistry), history })
  render(<Console />)
  return history
}

describe('route tree', () => {
  it('redirects / to the projects list inside the app layout', async () => {
    const history = renderAt('/')
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/projects')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content')
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#content',
    )
    expect(await screen.findByRole('link', { name: 'maze-war' })).toHaveAttribute('href', '/')
  })

  it('takes the top bar’s sides from the registry’s nav: its headings and first pages', async () => {
    renderAt('/system/issues')
    await screen.findByRole('region', { name: 'system.issues' })
    const sides = await screen.findByRole('navigation', { name: 'Silo or system' })
    // in the system layout the home button is the system side's, beside the switch's link
    const toSystem = screen.getAllByRole('link', { name: 'System' })
    expect(toSystem.map((link) => link.getAttribute('href'))).toEqual([
      '/system/issues',
      '/system/issues',
    ])
    expect(within(sides).getByRole('link', { name: 'Silo' })).toHaveAttribute('href', '/projects')
    expect(within(sides).getByRole('link', { name: 'System' })).toHaveAttribute(
      'href',
      '/system/issues',
    )
    expect(within(sides).getByRole('link', { name: 'System' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('renders a side modal inside its list', async () => {
    renderAt('/projects-new')
    const list = await screen.findByRole('region', { name: 'project.list' })
    expect(within(list).getByRole('region', { name: 'project.create' })).toBeInTheDocument()
  })

  it('redirects a detail route to its index tab and renders the tab inside the detail page', async () => {
    const history = renderAt('/projects/mock-project/instances/db1')
    const detail = await screen.findByRole('region', { name: 'instance.detail' })
    expect(
      await within(detail).findByRole('region', { name: 'instance.tab.storage' }),
    ).toBeInTheDocument()
    expect(history.location.pathname).toBe('/projects/mock-project/instances/db1/storage')
  })

  it('shows breadcrumbs whose last crumb links to the page itself', async () => {
    renderAt('/projects/mock-project/instances')
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' })
    const links = within(crumbs).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Projects', 'mock-project', 'Instances'])
    expect(links.at(-1)).toHaveAttribute('href', '/projects/mock-project/instances')
    await waitFor(() =>
      expect(document.title).toBe('Instances / mock-project / Projects | Rack Console'),
    )
  })

  it('shows the layout side nav with the project heading and the active item', async () => {
    renderAt('/projects/mock-project/instances/db1/storage')
    const nav = await screen.findByRole('navigation', { name: 'Side navigation' })
    expect(within(nav).getByRole('heading', { name: 'mock-project' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('shows the not-found page for unknown paths, with a way back and out', async () => {
    const user = userEvent.setup()
    const history = renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText(/does not exist or you may not have access/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(history.location.pathname).toBe('/login/maze-war/local'))
  })

  it('sends /login to the local login, keeping the query', async () => {
    const history = renderAt('/login?redirect_uri=%2Fprojects')
    await screen.findByRole('region', { name: 'login.local' })
    expect(history.location.pathname).toBe('/login/maze-war/local')
    expect(history.location.search).toBe('?redirect_uri=%2Fprojects')
  })
})
