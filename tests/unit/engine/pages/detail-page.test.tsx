import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAt } from '../../fixtures/pages/harness'
import { pagesRegistry } from '../../fixtures/pages/registry'
import { bindConsole } from '../../../../src/engine/console'
import { overrides } from '../../../../src/overrides'
import { testParts } from '../../fixtures/console'

// the instance's own actions (serial console) come from the platform's overrides
bindConsole(testParts(pagesRegistry, { overrides }))
const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

beforeEach(() => {
  callOperation.mockReset()
  callOperation.mockImplementation((op: { id: string }) =>
    Promise.resolve(
      op.id === 'instance_view'
        ? {
            type: 'success',
            data: { id: '1a570000-0000-4000-8000-000000000001', name: 'db1', runState: 'running' },
          }
        : {
            type: 'success',
            data: { items: [{ id: 'd1', name: 'disk-1', state: { state: 'attached' } }] },
          },
    ),
  )
})

describe('detail page', () => {
  it('shows the name, the properties, and the tab content of the route', async () => {
    renderAt(pagesRegistry, '/projects/mock-project/instances/db1/storage')
    expect(await screen.findByRole('heading', { level: 1, name: 'db1' })).toBeInTheDocument()
    expect(screen.getByText('State').tagName).toBe('DT')
    expect(screen.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true')
    // the storage tab lists disks through the instance's operation
    expect(await screen.findByRole('cell', { name: 'disk-1' })).toBeInTheDocument()
    expect(callOperation).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'instance_disk_list' }),
      {
        path: { instance: 'db1' },
        query: { project: 'mock-project', limit: 50 },
      },
    )
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup()
    const { router } = renderAt(pagesRegistry, '/projects/mock-project/instances/db1/storage')
    const storage = await screen.findByRole('tab', { name: 'Storage' })
    expect(screen.getByRole('tab', { name: 'Networking' })).toHaveAttribute('tabindex', '-1')
    storage.focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/projects/mock-project/instances/db1/networking',
      ),
    )
    expect(screen.getByRole('tab', { name: 'Networking' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Networking' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    // wraps around from the first tab to the last
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/mock-project/instances/db1/settings'),
    )
  })

  it('offers the item actions, gated by state, in a menu', async () => {
    const user = userEvent.setup()
    renderAt(pagesRegistry, '/projects/mock-project/instances/db1/storage')
    await user.click(await screen.findByRole('button', { name: 'Instance actions' }))
    expect(await screen.findByRole('menuitem', { name: 'Start' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(screen.getByRole('menuitem', { name: 'View serial console' })).not.toHaveAttribute(
      'aria-disabled',
    )
  })
})

describe('detail page of a moving item', () => {
  it('watches a starting instance until it runs, without leaving the page', async () => {
    let views = 0
    callOperation.mockImplementation((op: { id: string }) => {
      if (op.id !== 'instance_view')
        return Promise.resolve({ type: 'success', data: { items: [] } })
      views += 1
      const runState = views === 1 ? 'starting' : 'running'
      return Promise.resolve({
        type: 'success',
        data: { id: '1a570000-0000-4000-8000-000000000001', name: 'db1', runState },
      })
    })
    renderAt(pagesRegistry, '/projects/mock-project/instances/db1/storage')
    expect(await screen.findByText('starting')).toBeInTheDocument()
    expect(await screen.findByText('running', {}, { timeout: 8000 })).toBeInTheDocument()
    const settled = views
    // a settled item is not polled any more
    await new Promise((resolve) => setTimeout(resolve, 3500))
    expect(views).toBe(settled)
  })
})
