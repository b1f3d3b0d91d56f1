import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../../../../src/engine/data/errors'
import { queryClient } from '../../../../src/engine/data/query'
import { PreviewBanner } from '../../../../src/engine/shell/preview-banner'
import { setPreviewMode } from '../../../../src/engine/shell/preview'
import { RouteErrorBoundary } from '../../../../src/engine/shell/route-error'
import { bindConsole } from '../../../../src/engine/console'
import { testParts } from '../../fixtures/console'
import { fixtureRegistry } from '../../fixtures/registry'

bindConsole(testParts(fixtureRegistry))

let groups: unknown[] = []
const server = setupServer(
  http.get('*/v1/me', () =>
    HttpResponse.json({ id: 'u3', display_name: 'jacob.klein', silo_name: 'maze-war' }),
  ),
  http.get('*/v1/me/groups', () => HttpResponse.json({ items: groups, next_page: null })),
  http.get('*/v1/policy', () =>
    HttpResponse.json({
      role_assignments: [{ identity_id: 'u1', identity_type: 'silo_user', role_name: 'admin' }],
    }),
  ),
)
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  // unmount first (the setup file's cleanup runs after this hook): a tree still mounted
  // would refetch into the cleared cache and hand the next test its answer
  cleanup()
  queryClient.clear()
  groups = []
  setPreviewMode(false)
})
afterAll(() => server.close())

/** a page that throws `error` while `failing` says so */
function failWith(error: unknown, failing: () => boolean = () => true) {
  function Page() {
    if (failing()) throw error
    return <h1>The page</h1>
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('error screen', () => {
  it('says something went wrong for an unexpected error', async () => {
    failWith(new Error('boom'))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(
      screen.getByText('Please try again. If the problem persists, contact your administrator.'),
    ).toBeInTheDocument()
  })

  it('renders the page anew after "Try again"', async () => {
    const user = userEvent.setup()
    let failing = true
    failWith(new Error('boom'), () => failing)
    await screen.findByRole('heading', { name: 'Something went wrong' })
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument()
  })

  it('shows the not-found page for an API 404', async () => {
    failWith(new ApiRequestError({ message: 'Not found: instance', statusCode: 404 }))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it('adds the identity provider notice on 403 for a user with no group and no silo role', async () => {
    failWith(new ApiRequestError({ message: 'Action not authorized', statusCode: 403 }))
    expect(
      await screen.findByText(/identity provider is probably misconfigured/),
    ).toBeInTheDocument()
  })

  it('leaves the notice out when the user is in a group', async () => {
    groups = [{ id: 'g1', display_name: 'kernel-devs' }]
    failWith(new ApiRequestError({ message: 'Action not authorized', statusCode: 403 }))
    await screen.findByRole('heading', { name: 'Something went wrong' })
    // wait for both queries to answer before asserting the absence
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByText(/identity provider/)).not.toBeInTheDocument()
  })
})

describe('technical-preview banner', () => {
  it('is absent unless the mock serves the console', () => {
    render(<PreviewBanner />)
    expect(screen.queryByRole('region', { name: 'Technical preview' })).not.toBeInTheDocument()
    expect(screen.queryByText(/mock API/)).not.toBeInTheDocument()
  })

  it('says all of spec §1 in a named landmark: what answers, what is kept, how far to trust it', () => {
    setPreviewMode(true)
    render(<PreviewBanner />)
    const banner = screen.getByRole('region', { name: 'Technical preview' })
    expect(banner).toHaveTextContent(/the console runs against an in-browser mock API/)
    expect(banner).toHaveTextContent(/persist as you move around the console/)
    expect(banner).toHaveTextContent(/only you can see them, and they vanish on refresh/)
    expect(banner).toHaveTextContent(
      /follows the public API document but is not fully representative/,
    )
  })
})
