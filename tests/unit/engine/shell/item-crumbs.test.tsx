import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '../../../../src/engine/data/client'
import type { Crumb } from '../../../../src/engine/shell/crumbs'
import { useItemNames } from '../../../../src/engine/shell/item-crumbs'
import type { KindDef } from '../../../../src/contract'
import { fixtureRegistry } from '../../fixtures/registry'

const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

const instance = fixtureRegistry.kinds.instance as KindDef
// a kind addressed by id in its path, as most APIs do (`/servers/42`), named by `name`
const server: KindDef = { ...instance, name: 'server', identityField: 'id', labelField: 'name' }
const kinds = { instance, server }
const params = { project: 'mock-project', instance: '42' }

function names(crumbs: Crumb[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useItemNames(crumbs, kinds, params), { wrapper })
}

describe('useItemNames', () => {
  it('shows an item addressed by id under its name once the item is read', async () => {
    callOperation.mockResolvedValue({
      type: 'success',
      data: { id: 42, name: 'web-1' },
    } satisfies ApiResult<unknown>)
    const { result } = names([
      { label: 'Servers', to: '/servers' },
      { label: '42', to: '/servers/42', itemOf: 'server' },
    ])
    await waitFor(() => expect(result.current.at(-1)?.label).toBe('web-1'))
    expect(result.current[0]).toEqual({ label: 'Servers', to: '/servers' })
    expect(callOperation.mock.calls[0]?.[0].id).toBe(instance.ops.view?.id)
  })

  it('keeps the key while the item loads or when it has no name', async () => {
    callOperation.mockResolvedValue({ type: 'success', data: { id: 42 } })
    const { result } = names([{ label: '42', to: '/servers/42', itemOf: 'server' }])
    expect(result.current[0]?.label).toBe('42')
    await waitFor(() => expect(callOperation).toHaveBeenCalled())
    // no name: the label falls back to the identity, the same text as the key
    await waitFor(() => expect(result.current[0]?.label).toBe('42'))
  })

  it('reads nothing for kinds whose key is already their name', () => {
    callOperation.mockClear()
    const crumbs = [{ label: 'db1', to: '/projects/p/instances/db1', itemOf: 'instance' }]
    const { result } = names(crumbs)
    expect(result.current).toEqual(crumbs)
    expect(callOperation).not.toHaveBeenCalled()
  })
})
