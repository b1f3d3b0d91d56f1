// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dispatcher } from '../../../mock/dispatch.ts'
import { createMockRoutes } from '../../../mock/handlers.ts'
import { inputs } from './harness.ts'

const mock = createMockRoutes(inputs)
const answer = dispatcher(mock.ctx, mock.routes)

const ask = (method: string, path: string, body?: unknown) =>
  answer(
    new Request(`http://localhost${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    }),
  )

describe('the page mock’s dispatch (no msw)', () => {
  it('answers a list through the same routes as the msw handlers', async () => {
    const response = await ask('GET', '/v1/projects?limit=1')
    expect(response?.status).toBe(200)
    const page = (await response?.json()) as { items: { name: string }[] }
    expect(page.items.map((p) => p.name)).toEqual(['mock-project'])
  })

  it('fills path parameters from the template, decoded', async () => {
    const found = await ask('GET', '/v1/projects/mock-project')
    expect(((await found?.json()) as { name: string }).name).toBe('mock-project')
    const missing = await ask('GET', `/v1/projects/${encodeURIComponent('no such')}`)
    expect(missing?.status).toBe(404)
  })

  it('checks bodies with the lazily loaded validator', async () => {
    const response = await ask('POST', '/v1/projects', { description: 'no name' })
    expect(response?.status).toBe(400)
    expect(((await response?.json()) as { message: string }).message).toContain('name')
  })

  it('leaves unknown paths and methods to its caller', () => {
    expect(ask('GET', '/v1/no-such-thing')).toBeUndefined()
    expect(ask('PATCH', '/v1/projects')).toBeUndefined()
  })
})
