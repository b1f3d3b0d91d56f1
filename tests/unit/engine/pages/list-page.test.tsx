import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '../../../../src/engine/data/client'
import type { OperationRef } from '../../../../src/contract'
import { renderAt } from '../../fixtures/pages/harness'
import { pagesRegistry } from '../../fixtures/pages/registry'
import { bindConsole } from '../../../../src/engine/console'
import { overrides } from '../../../../src/overrides'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(pagesRegistry, { overrides }))
const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

type Args = { path?: Record<string, string>; query?: Record<string, unknown> }
const ok = (data: unknown): ApiResult<unknown> => ({ type: 'success', data })

function project(index: number) {
  return {
    id: `9a0e0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `project-${index}`,
    description: `number ${index}`,
    timeCreated: new Date('2025-10-01T10:00:00Z'),
  }
}

/** A fake API: 60 projects in pages, instances in a few states. */
function api(op: OperationRef, args: Args = {}): Promise<ApiResult<unknown>> {
  if (op.id === 'project_list') {
    const limit = Number(args.query?.limit)
    const start = args.query?.page_token ? Number(args.query.page_token) : 0
    const items = Array.from({ length: 60 }, (_, i) => project(i + 1)).slice(start, start + limit)
    const next = start + limit < 60 ? String(start + limit) : null
    return Promise.resolve(ok({ items, nextPage: next }))
  }
  if (op.id === 'instance_list') {
    return Promise.resolve(
      ok({
        items: [
          { id: 'i1', name: 'db1', runState: 'running', memory: 1610612736 },
          { id: 'i2', name: 'stopped-one', runState: 'stopped', memory: 1073741824 },
        ],
        nextPage: null,
      }),
    )
  }
  if (op.id === 'project_delete' || op.id === 'instance_start')
    return Promise.resolve(ok(undefined))
  return Promise.resolve({ type: 'error', error: { message: 'Not found' }, statusCode: 404 })
}

beforeEach(() => {
  callOperation.mockReset()
  callOperation.mockImplementation(api)
})

describe('list page', () => {
  it('renders the heading, the create link and a row per item with typed cells', async () => {
    renderAt(pagesRegistry, '/projects')
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute(
      'href',
      '/projects-new',
    )
    const row = (await screen.findByRole('cell', { name: 'project-1' })).closest('tr')!
    expect(within(row).getByText('number 1')).toBeInTheDocument()
    // the id is middle-truncated, copyable
    expect(within(row).getByText('9a0e00…000001')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Copy ID' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(51)
  })

  it('pages with Next and Prev, disabled at the ends', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    renderAt(pagesRegistry, '/projects')
    await screen.findByRole('cell', { name: 'project-1' })
    const prev = screen.getByRole('button', { name: 'Prev' })
    const next = screen.getByRole('button', { name: 'Next' })
    expect(prev).toBeDisabled()
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50')

    await user.click(next)
    expect(await screen.findByRole('cell', { name: 'project-51' })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'project-1' })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled())

    await user.click(screen.getByRole('button', { name: 'Prev' }))
    expect(await screen.findByRole('cell', { name: 'project-1' })).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Rows per page'), '10')
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(11))
  })

  it('shows the empty state with a create button', async () => {
    callOperation.mockResolvedValue(ok({ items: [], nextPage: null }))
    renderAt(pagesRegistry, '/projects')
    expect(await screen.findByRole('heading', { name: 'No projects' })).toBeInTheDocument()
    expect(screen.getByText('Create a project to see it here')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'New project' })).toHaveLength(2)
  })

  it('formats bytes and shows states as badges', async () => {
    renderAt(pagesRegistry, '/projects/mock-project/instances')
    const row = (await screen.findByRole('cell', { name: 'db1' })).closest('tr')!
    expect(within(row).getByText('1.5 GiB')).toBeInTheDocument()
    expect(within(row).getByText('running')).toHaveClass('badge')
    expect(within(row).getByRole('link', { name: 'db1' })).toHaveAttribute(
      'href',
      '/projects/mock-project/instances/db1',
    )
    expect(callOperation.mock.calls[0]?.[1]).toMatchObject({ query: { project: 'mock-project' } })
  })

  it('row menu: Copy ID first, disallowed actions disabled with their reason', async () => {
    const user = userEvent.setup()
    renderAt(pagesRegistry, '/projects/mock-project/instances')
    const row = (await screen.findByRole('cell', { name: 'db1' })).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Row actions' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items[0]).toHaveAccessibleName('Copy ID')
    const start = screen.getByRole('menuitem', { name: 'Start' })
    expect(start).toHaveAttribute('aria-disabled', 'true')
    expect(start).toHaveAccessibleDescription('Only stopped or failed instances can be started')
    expect(screen.getByRole('menuitem', { name: 'Stop' })).not.toHaveAttribute('aria-disabled')
  })

  it('generic delete confirms, calls the operation and toasts', async () => {
    const user = userEvent.setup()
    renderAt(pagesRegistry, '/projects')
    const row = (await screen.findByRole('cell', { name: 'project-2' })).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Row actions' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete project-2?')
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(callOperation).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'project_delete' }),
        { path: { project: 'project-2' } },
      ),
    )
    expect(await screen.findByText('Project project-2 deleted')).toBeInTheDocument()
  })
})
