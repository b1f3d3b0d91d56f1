// @vitest-environment node
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createMock } from '../../../mock/handlers.ts'
import { portOf, serveMock } from '../../../mock/server.ts'
import { inputs } from './harness.ts'
import { generatedInputs } from '../../../mock/generated.ts'

let server: Server
let base: string

beforeAll(async () => {
  server = await serveMock(createMock(inputs).handlers, 0)
  base = `http://127.0.0.1:${portOf(server)}`
})
afterAll(() => new Promise((done) => server.close(done)))

describe('standalone server', () => {
  it('answers over a real socket', async () => {
    const answer = await fetch(`${base}/v1/projects?limit=1`)
    expect(answer.status).toBe(200)
    const page = (await answer.json()) as { items: { name: string }[]; next_page: string | null }
    expect(page.items.map((p) => p.name)).toEqual(['mock-project'])
    expect(page.next_page).not.toBeNull()
  })

  it('passes bodies through and keeps state between calls', async () => {
    const created = await fetch(`${base}/v1/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'over-the-wire', description: '' }),
    })
    expect(created.status).toBe(201)
    expect((await fetch(`${base}/v1/projects/over-the-wire`)).status).toBe(200)
  })

  it('answers an unknown path with a 404 error body', async () => {
    const answer = await fetch(`${base}/nothing`)
    expect(answer.status).toBe(404)
    expect(((await answer.json()) as { request_id: string }).request_id).toEqual(expect.any(String))
  })

  it('serves the serial console over a real WebSocket: boot log, then echo', async () => {
    const socket = new WebSocket(
      `${base.replace('http', 'ws')}/v1/instances/db1/serial-console/stream?project=mock-project`,
    )
    let screen = ''
    socket.on('message', (data: Buffer) => (screen += data.toString()))
    const shows = (text: string) =>
      expect.poll(() => screen, { timeout: 10_000, interval: 50 }).toContain(text)
    await shows('mock login: ')
    socket.send('hannah\n')
    await shows('mock login: hannah\r\n')
    socket.close()
  })

  it('refuses the serial console to a role that may not type into the instance', async () => {
    // the generated world, whose role table and users the harness's fixture lacks
    const world = await serveMock(createMock(generatedInputs).handlers, 0)
    const stream = `ws://127.0.0.1:${portOf(world)}/v1/instances/db1/serial-console/stream?project=mock-project`
    try {
      const socket = new WebSocket(stream, { headers: { cookie: 'mock-user=jacob.klein' } })
      const failure = await new Promise<Error>((resolve) => socket.on('error', resolve))
      expect(failure.message).toContain('403')
    } finally {
      await new Promise((done) => world.close(done))
    }
  })

  it('refuses to upgrade any other path', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/v1/projects`)
    const failure = await new Promise<Error>((resolve) => socket.on('error', resolve))
    expect(failure.message).toContain('404')
  })
})
