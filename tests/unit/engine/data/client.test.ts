import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { callOperation, setLoginNavigator, setToken } from '../../../../src/engine/data/client'
import { bindConsole } from '../../../../src/engine/console'
import { fixtureRegistry } from '../../fixtures/registry'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(fixtureRegistry))

const { project, instance } = fixtureRegistry.kinds
const projectList = project!.ops.list!
const projectCreate = project!.ops.create!
const projectDelete = project!.ops.delete!
const instanceView = instance!.ops.view!

const server = setupServer()
const login = vi.fn<(url: string) => void>()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  setLoginNavigator(login)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  server.resetHandlers()
  login.mockReset()
  setToken(undefined)
})
afterAll(() => server.close())

describe('callOperation', () => {
  it('sends the api-version header, the bearer token and repeated query keys without nulls', async () => {
    let seen: Request | undefined
    server.use(
      http.get('*/v1/projects', ({ request }) => {
        seen = request
        return HttpResponse.json({ items: [], next_page: null })
      }),
    )
    setToken('secret')
    await callOperation(projectList, {
      query: { limit: 5, sort_by: null, tag: ['a', 'b'], page_token: undefined },
    })
    expect(seen?.headers.get('api-version')).toBe(fixtureRegistry.apiVersion)
    expect(seen?.headers.get('authorization')).toBe('Bearer secret')
    expect(new URL(seen!.url).search).toBe('?limit=5&tag=a&tag=b')
  })

  it('fills the path template and camelCases the answer with dates', async () => {
    server.use(
      http.get('*/v1/instances/:instance', ({ params, request }) =>
        HttpResponse.json({
          id: params.instance,
          run_state: 'running',
          time_created: '2025-10-01T00:00:00Z',
          project: new URL(request.url).searchParams.get('project'),
        }),
      ),
    )
    const result = await callOperation(instanceView, {
      path: { instance: 'db1' },
      query: { project: 'p' },
    })
    expect(result).toEqual({
      type: 'success',
      data: {
        id: 'db1',
        runState: 'running',
        timeCreated: new Date('2025-10-01T00:00:00Z'),
        project: 'p',
      },
    })
  })

  it('sends the body as snake_case JSON, keeping explicit nulls', async () => {
    let body: unknown
    server.use(
      http.post('*/v1/projects', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ name: 'p' }, { status: 201 })
      }),
    )
    await callOperation(projectCreate, {
      body: { name: 'p', bootDisk: null, startTime: new Date(0) },
    })
    expect(body).toEqual({ name: 'p', boot_disk: null, start_time: '1970-01-01T00:00:00.000Z' })
  })

  it('gives undefined data for 204', async () => {
    server.use(http.delete('*/v1/projects/:project', () => new HttpResponse(null, { status: 204 })))
    expect(await callOperation(projectDelete, { path: { project: 'p' } })).toEqual({
      type: 'success',
      data: undefined,
    })
  })

  it('maps error bodies per the catalogue', async () => {
    server.use(
      http.post('*/v1/projects', () =>
        HttpResponse.json(
          {
            error_code: 'ObjectAlreadyExists',
            message: 'already exists: project "p"',
            request_id: 'r1',
          },
          { status: 400 },
        ),
      ),
    )
    expect(await callOperation(projectCreate, { body: { name: 'p' } })).toEqual({
      type: 'error',
      statusCode: 400,
      error: {
        message: 'Project name already exists',
        errorCode: 'ObjectAlreadyExists',
        statusCode: 400,
        requestId: 'r1',
      },
    })
  })

  it('reports an unparsable success body as a client error', async () => {
    server.use(http.get('*/v1/projects', () => new HttpResponse('{not json', { status: 200 })))
    const result = await callOperation(projectList, {})
    expect(result.type).toBe('client_error')
    expect(result.type === 'client_error' && result.error.message).toBe(
      'Error reading API response',
    )
  })

  it('reads a non-JSON error body (a proxy page) as unreadable, not as an unknown error', async () => {
    server.use(
      http.get(
        '*/v1/projects',
        () =>
          new HttpResponse('<html><body>Bad gateway</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    )
    const result = await callOperation(projectList, {})
    expect(result.type).toBe('client_error')
    expect(result.type === 'client_error' && result.error).toEqual({
      message: 'Error reading API response',
      statusCode: 502,
    })
  })

  it('sends the user to login with the current location on 401', async () => {
    window.history.pushState({}, '', '/projects/p/instances?x=1')
    server.use(
      http.get('*/v1/projects', () => HttpResponse.json({ message: 'nope' }, { status: 401 })),
    )
    const result = await callOperation(projectList, {})
    expect(result.type).toBe('error')
    expect(login).toHaveBeenCalledWith(
      '/login?redirect_uri=' + encodeURIComponent('/projects/p/instances?x=1'),
    )
  })

  it('does not redirect when the sign-in the manifest names itself answers 401', async () => {
    const loginLocal = {
      ...projectCreate,
      id: 'login_local',
      path: '/v1/login/{silo_name}/local',
      pathParams: ['silo_name'],
    }
    server.use(
      http.post('*/v1/login/:silo/local', () =>
        HttpResponse.json({ message: 'bad' }, { status: 401 }),
      ),
    )
    const result = await callOperation(loginLocal, {
      path: { silo_name: 'maze-war' },
      body: { username: 'u' },
    })
    expect(result.type).toBe('error')
    expect(login).not.toHaveBeenCalled()
  })
})
