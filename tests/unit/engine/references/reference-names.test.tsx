import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiResult, OperationArgs } from '../../../../src/engine/data/client'
import { queryClient } from '../../../../src/engine/data/query'
import { ResourceTable } from '../../../../src/engine/pages'
import { ReferencePicker, scopeLookup } from '../../../../src/engine/references'
import type { OperationRef } from '../../../../src/contract'
import { FeedbackProviders } from '../../../../src/engine/shell/feedback-providers'
import { registry } from '../../../../src/generated/registry'
import { bindConsole } from '../../../../src/engine/console'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(registry))

const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

const LONG_INSTANCE = 'an-instance-with-a-name-as-long-as-the-platform-lets-it-be-x'
const LONG_IP = 'a-floating-ip-whose-name-is-much-too-long-for-its-column'

const id = (n: number) => `1a570000-0000-4000-8000-00000000000${n}`
const ok = (data: unknown): ApiResult<unknown> => ({ type: 'success', data })

function api(op: OperationRef, args: OperationArgs = {}): Promise<ApiResult<unknown>> {
  if (op.id === 'instance_list' && args.query?.project === 'mock-project') {
    return Promise.resolve(
      ok({
        items: [
          { id: id(1), name: 'db1', description: 'Primary database' },
          { id: id(2), name: 'web1', description: '' },
          { id: id(3), name: LONG_INSTANCE, description: '' },
        ],
        nextPage: null,
      }),
    )
  }
  if (op.id === 'project_ip_pool_list') {
    return Promise.resolve(ok({ items: [{ id: id(9), name: 'ip-pool-1' }], nextPage: null }))
  }
  return Promise.resolve({ type: 'error', error: { message: 'Not found' }, statusCode: 404 })
}

beforeEach(() => {
  queryClient.clear()
  callOperation.mockReset()
  callOperation.mockImplementation(api)
})

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <FeedbackProviders>{element}</FeedbackProviders>,
      },
    ],
    { initialEntries: ['/projects/mock-project/floating-ips'] },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const floatingIp = (n: number, instanceId: string | null) => ({
  id: `f1000000-0000-4000-8000-00000000000${n}`,
  name: `float-${n}`,
  description: '',
  ip: `10.0.0.${n}`,
  instanceId,
  ipPoolId: id(9),
  timeCreated: new Date('2025-10-01T10:00:00Z'),
})

describe('references in a table', () => {
  it('shows names linked to their pages, one request per referenced kind', async () => {
    const kind = registry.kinds.floatingIp
    if (!kind) throw new Error('no floating IP kind')
    const unknown = '1a570000-0000-4000-8000-000000000007'
    renderInRouter(
      <ResourceTable
        kind={kind}
        rows={[
          floatingIp(1, id(1)),
          floatingIp(2, id(2)),
          floatingIp(3, id(1)),
          floatingIp(4, unknown),
        ]}
        params={{ project: 'mock-project' }}
      />,
    )
    const links = await screen.findAllByRole('link', { name: 'db1' })
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAttribute('href', '/projects/mock-project/instances/db1')
    expect(screen.getByRole('link', { name: 'web1' })).toBeInTheDocument()
    expect(screen.getAllByText('ip-pool-1')).toHaveLength(4)
    // an id no readable item carries stays short, with the whole id to copy
    const row = screen.getByRole('cell', { name: 'float-4' }).closest('tr')
    if (!row) throw new Error('no row')
    expect(within(row).getByText('1a5700…000007')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Copy Instance' })).toBeInTheDocument()
    const calls = callOperation.mock.calls.map(([op]) => op.id)
    expect(calls.filter((op) => op === 'instance_list')).toHaveLength(1)
    expect(calls.filter((op) => op === 'project_ip_pool_list')).toHaveLength(1)
  })
})

describe('long values in a table', () => {
  it('are cut with the whole in their title: a row’s own name and a referenced name', async () => {
    const kind = registry.kinds.floatingIp
    if (!kind) throw new Error('no floating IP kind')
    renderInRouter(
      <ResourceTable
        kind={kind}
        rows={[{ ...floatingIp(1, id(3)), name: LONG_IP }]}
        params={{ project: 'mock-project' }}
      />,
    )
    const instance = await screen.findByTitle(LONG_INSTANCE)
    expect(instance).toHaveClass('cell-truncate')
    expect(instance.closest('a')).toHaveAttribute(
      'href',
      `/projects/mock-project/instances/${LONG_INSTANCE}`,
    )
    const name = screen.getByTitle(LONG_IP)
    expect(name).toHaveClass('cell-truncate')
    // a short name is shown as it is
    expect(screen.getByRole('link', { name: 'ip-pool-1' })).not.toHaveAttribute('title')
  })
})

describe('reference picker', () => {
  it('lists the kind by name in the page scope and stores the chosen name', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderInRouter(
      <>
        <label htmlFor="instance-picker">Instance</label>
        <ReferencePicker
          id="instance-picker"
          label="Instance"
          kind="instance"
          value={undefined}
          onChange={onChange}
          scope={scopeLookup({ project: 'mock-project' })}
        />
      </>,
    )
    const input = screen.getByRole('combobox', { name: 'Instance' })
    await user.click(input)
    await user.type(input, 'we')
    const option = await screen.findByRole('option', { name: 'web1' })
    expect(screen.queryByRole('option', { name: /db1/ })).not.toBeInTheDocument()
    await user.click(option)
    expect(onChange).toHaveBeenLastCalledWith('web1')
  })
})
