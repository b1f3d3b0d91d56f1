/**
 * The promise of the generic engine, kept in a DOM: a document of another shape than the
 * platform's (REST-nested paths, offset paging with a total, a discriminated union), run through
 * the codegen with no manifest, gives a console a person can browse — nav, list with pages,
 * detail, create and delete — against an API that answers that document.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { UNSAFE_createMemoryHistory } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../src/engine/data/query'
import { runPipeline } from '../../../../codegen/pipeline'
import { createConsole, noOverrides, type FormJson } from '../../../../src/engine'
import { restThings } from '../../codegen/fixtures/rest-things'

// the console's parts as codegen emits them for this document, with no platform overrides
async function generateThings() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'things-'))
  const spec = path.join(dir, 'things.json')
  fs.writeFileSync(spec, JSON.stringify(restThings))
  const result = await runPipeline({ spec, out: path.join(dir, 'out'), strict: false })
  const forms = new Map<string, FormJson>()
  for (const [file, text] of result.files) {
    const form = /^forms\/(.+)\.json$/.exec(file)?.[1]
    if (form === undefined) continue
    forms.set(form, JSON.parse(text) as FormJson)
  }
  const loadForm = async (id: string) => {
    const form = forms.get(id)
    if (!form) throw new Error(`No generated form "${id}"`)
    return form
  }
  return { registry: result.registry, overrides: noOverrides, loadForm }
}
const parts = await generateThings()

interface Thing {
  id: string
  label: string
  status: string
  created_at: string
  shape: { kind: string; radius?: number; side?: number }
}

const things: Thing[] = []
const requests: { offset: string | null; limit: string | null }[] = []
const server = setupServer(
  http.get('*/v2/things', ({ request }) => {
    const url = new URL(request.url)
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 20)
    requests.push({ offset: url.searchParams.get('offset'), limit: url.searchParams.get('limit') })
    return HttpResponse.json({ items: things.slice(offset, offset + limit), total: things.length })
  }),
  http.get('*/v2/things/:id', ({ params }) => {
    const thing = things.find((candidate) => candidate.id === params.id)
    return thing ? HttpResponse.json(thing) : HttpResponse.json({}, { status: 404 })
  }),
  http.post('*/v2/things', async ({ request }) => {
    const body = (await request.json()) as Pick<Thing, 'label' | 'shape'>
    const thing = { ...body, id: uuid(things.length), status: 'pending', created_at: now() }
    things.push(thing)
    return HttpResponse.json(thing, { status: 201 })
  }),
  http.get('*/v2/things/:id/parts', () => HttpResponse.json([])),
)

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const now = () => new Date(Date.UTC(2026, 10, 1)).toISOString()

// a call to a path the document does not declare (the platform's `/v1/me`…) fails the test
const undeclared: string[] = []
server.events.on('request:unhandled', ({ request }) => {
  undeclared.push(`${request.method} ${new URL(request.url).pathname}`)
})

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  // unmount before resetting: the setup file's cleanup runs after this hook, and a console still
  // mounted meanwhile refetches into the cleared cache from the emptied API, handing the next
  // test a fresh "No things" page it would not ask for again within the stale time
  cleanup()
  expect(undeclared.splice(0)).toEqual([])
  server.resetHandlers()
  queryClient.clear()
  things.length = 0
  requests.length = 0
})
afterAll(() => server.close())

function seed(count: number) {
  for (let n = 0; n < count; n++) {
    things.push({
      id: uuid(n),
      label: `thing ${n}`,
      status: n % 2 === 0 ? 'running' : 'stopped',
      created_at: now(),
      shape: { kind: 'circle', radius: n },
    })
  }
}

function renderAt(url: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true })
  const Console = createConsole({ ...parts, history })
  render(<Console />)
  return history
}

describe('a console from a document of another shape, without a manifest', () => {
  it('lists things by offset pages, using the total to know the last page', async () => {
    seed(15)
    const user = userEvent.setup()
    const history = renderAt('/')
    // the home page lists what the API offers
    const home = await screen.findByRole('navigation', { name: 'Resources' })
    await user.click(within(home).getByRole('link', { name: 'Things' }))
    // the home page's heading is the document's title, "Things" too: wait for the list itself
    expect(await screen.findByRole('link', { name: 'New thing' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument()
    expect(history.location.pathname).toBe('/things')
    const nav = screen.getByRole('navigation', { name: 'Side navigation' })
    expect(within(nav).getByRole('link', { name: 'Things' })).toBeInTheDocument()

    // a short list and short pages: the paging is the same, and a DOM of 50 rows makes every
    // role query slow enough to time out on a busy machine
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16))
    expect(requests[0]).toEqual({ offset: null, limit: '50' })
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
    expect(within(table).getByRole('cell', { name: 'thing 0' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6))
    expect(within(table).getByRole('cell', { name: 'thing 14' })).toBeInTheDocument()
    expect(requests.at(-1)).toEqual({ offset: '10', limit: '10' })
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Prev' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
  })

  it('opens a thing from its row and shows its fields', async () => {
    seed(3)
    const user = userEvent.setup()
    renderAt('/things')
    await user.click(await screen.findByRole('link', { name: 'thing 1' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'thing 1' })).toBeInTheDocument()
    expect(screen.getByText('stopped')).toBeInTheDocument()
  })

  it('creates a thing through the generated form, choosing a variant of the union', async () => {
    const user = userEvent.setup()
    renderAt('/things-new')
    const dialog = await screen.findByRole('dialog', { name: 'Create thing' })
    await user.type(await within(dialog).findByRole('textbox', { name: /Label/ }), 'gear')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Shape' }), 'Square')
    await user.type(within(dialog).getByRole('spinbutton', { name: /Side/ }), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Create thing' }))
    await waitFor(() => expect(things).toHaveLength(1))
    expect(things[0]).toMatchObject({ label: 'gear', shape: { kind: 'square', side: 3 } })
  })
})
