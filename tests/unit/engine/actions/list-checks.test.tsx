import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteAction, defaultItemActions } from '../../../../src/engine/actions/default-actions'
import { listChecksOf } from '../../../../src/engine/actions/list-checks'
import { CHECKING_REASON, useListChecks } from '../../../../src/engine/actions/use-list-checks'
import { bindConsole } from '../../../../src/engine/console'
import type { ApiResult, OperationArgs } from '../../../../src/engine/data/client'
import { queryClient } from '../../../../src/engine/data/query'
import type { OperationRef } from '../../../../src/contract'
import { registry } from '../../../../src/generated/registry'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(registry))

const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../../src/engine/data/client', () => ({ callOperation }))

const image = registry.kinds.image!
const vpc = registry.kinds.vpc!
const arch = { id: '13a90000-0000-4000-8000-000000000003', name: 'arch-2024' }
const otherImage = '13a90000-0000-4000-8000-000000000001'
const ok = (data: unknown): ApiResult<unknown> => ({ type: 'success', data })

/** the project's disks: one made from another image, and `fromArch` made from arch-2024 */
function disks(fromArch: boolean) {
  return (op: OperationRef, args: OperationArgs = {}): Promise<ApiResult<unknown>> => {
    expect(op.id).toBe('disk_list')
    expect(args.query).toMatchObject({ project: 'mock-project' })
    const items = [{ id: 'd1', name: 'disk-1', imageId: otherImage }]
    if (fromArch) items.push({ id: 'd2', name: 'disk-2', imageId: arch.id })
    return Promise.resolve(ok({ items, nextPage: null }))
  }
}

function imageDelete(params: Record<string, string>) {
  const remove = defaultItemActions(image, arch, params).find((action) => action.key === 'delete')
  if (!remove) throw new Error('the image has no delete')
  return remove
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
)

beforeEach(() => {
  queryClient.clear()
  callOperation.mockReset()
})

describe('list checks: an item others point at, an item that holds others', () => {
  it('asks for the project disks that may come from an image, and none without a project', () => {
    const [check, ...more] = listChecksOf(image, deleteAction(image)!, arch, {
      project: 'mock-project',
    })
    expect(more).toEqual([])
    expect(check?.operation.id).toBe('disk_list')
    expect(check?.args.query).toMatchObject({ project: 'mock-project' })
    expect(check?.pointing).toEqual({ field: 'imageId', id: arch.id })
    // a silo image's menu has no project to list disks in: the platform is left to answer
    expect(listChecksOf(image, deleteAction(image)!, arch, {})).toEqual([])
  })

  it("asks for a VPC's own subnets", () => {
    const row = { id: '7bc00000-0000-4000-8000-000000000001', name: 'mock-vpc' }
    const [check] = listChecksOf(vpc, deleteAction(vpc)!, row, { project: 'mock-project' })
    expect(check?.operation.id).toBe('vpc_subnet_list')
    expect(check?.args.query).toMatchObject({ project: 'mock-project', vpc: 'mock-vpc' })
    expect(check?.pointing).toBeUndefined()
  })

  it('refuses deleting an image while a disk of the project was made from it', async () => {
    callOperation.mockImplementation(disks(true))
    const { result } = renderHook(() => useListChecks([imageDelete({ project: 'mock-project' })]), {
      wrapper,
    })
    expect(result.current[0]?.disabledReason).toBe(CHECKING_REASON)
    await waitFor(() =>
      expect(result.current[0]?.disabledReason).toBe('Disks made from this image still exist'),
    )
  })

  it("allows it when the project's disks come from other images", async () => {
    callOperation.mockImplementation(disks(false))
    const { result } = renderHook(() => useListChecks([imageDelete({ project: 'mock-project' })]), {
      wrapper,
    })
    await waitFor(() => expect(result.current[0]?.disabledReason).toBeUndefined())
    expect(callOperation).toHaveBeenCalledTimes(1)
  })
})
