/**
 * Spec §4's disk table on the disk list, generated from the spec: one disk per state the spec
 * names, and for each, the row menu's entry for every action of the table, enabled exactly in
 * the states the spec allows and otherwise disabled with its reason.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperationRef } from '../../../src/contract'
import { bindConsole } from '../../../src/engine/console'
import type { ApiResult } from '../../../src/engine/data/client'
import { registry } from '../../../src/generated/registry'
import { overrides } from '../../../src/overrides'
import { testParts } from '../fixtures/console'
import { renderAt } from '../fixtures/pages/harness'
import { listAfter, specRowsAfter } from '../fixtures/spec-states'

bindConsole(testParts(registry, { overrides }))
const callOperation = vi.hoisted(() =>
  vi.fn<typeof import('../../../src/engine/data/client').callOperation>(),
)
vi.mock('../../../src/engine/data/client', () => ({ callOperation }))

const states = listAfter('Disk states: ')
const table = specRowsAfter('Disk states:')
const instanceStates = listAfter('Instance states (badges): ')
const instanceTable = specRowsAfter('Instance actions and allowed run states:')
const PROJECT = '9a0e0000-0000-4000-8000-000000000001'
const INSTANCE = '1a570000-0000-4000-8000-000000000001'

/** "set as boot disk" → "Set as boot disk": the menu says the spec's words */
const menuLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
/** "attached, detached" → "attached or detached", as the reasons read */
const orList = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join('')

/** one disk in each state, named after it; the attached ones on db1 */
const disks = states.map((state, index) => ({
  id: `d15c0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `disk-${state.replaceAll('_', '-')}`,
  description: '',
  projectId: PROJECT,
  size: 10 * 1024 ** 3,
  blockSize: 4096,
  state: ['attached', 'attaching', 'detaching'].includes(state)
    ? { state, instance: INSTANCE }
    : { state },
  timeCreated: new Date('2025-10-01T10:00:00Z'),
}))

/**
 * The instance's side of §4: one instance per run state, each with an attached disk named after
 * it (`on-stopped`), and a stopped instance booting from its one disk (`boot-disk`).
 */
const instances = [
  { id: INSTANCE, name: 'db1', runState: 'stopped', bootDiskId: null as string | null },
  ...instanceStates.map((runState, index) => ({
    id: `1a570000-0000-4000-8000-1${String(index).padStart(11, '0')}`,
    name: `vm-${runState}`,
    runState,
    bootDiskId: null,
  })),
  { id: '1a570000-0000-4000-8000-200000000000', name: 'booting', runState: 'stopped' },
]
const attachedTo = (instance: { id: string }, index: number, name: string) => ({
  ...disks[0]!,
  id: `d15c0000-0000-4000-8000-1${String(index).padStart(11, '0')}`,
  name,
  state: { state: 'attached', instance: instance.id },
})
const onInstances = instances
  .slice(1, -1)
  .map((instance, index) => attachedTo(instance, index, `on-${instance.runState}`))
const bootDisk = attachedTo(instances.at(-1)!, instances.length, 'boot-disk')
instances.at(-1)!.bootDiskId = bootDisk.id

function api(op: OperationRef): Promise<ApiResult<unknown>> {
  const page = (items: unknown[]) => ({ type: 'success' as const, data: { items, nextPage: null } })
  if (op.id === 'disk_list') return Promise.resolve(page([...disks, ...onInstances, bootDisk]))
  if (op.id === 'instance_list') return Promise.resolve(page(instances))
  return Promise.resolve({ type: 'error', error: { message: 'Not found' }, statusCode: 404 })
}

beforeEach(() => {
  callOperation.mockReset()
  callOperation.mockImplementation(api)
})

describe('the disk list holds spec §4’s disk table', () => {
  it('reads the table from the spec', () => {
    expect(states.length).toBeGreaterThan(10)
    expect([...table.keys()]).toEqual([
      'delete',
      'snapshot',
      'attach',
      'detach',
      'set as boot disk',
    ])
  })

  it('gates every row menu entry by the disk’s state', { timeout: 120_000 }, async () => {
    const user = userEvent.setup()
    renderAt(registry, '/projects/mock-project/disks')
    for (const disk of disks) {
      const row = (await screen.findByRole('cell', { name: disk.name })).closest('tr')!
      await user.click(within(row).getByRole('button', { name: 'Row actions' }))
      const menu = await screen.findByRole('menu')
      for (const [action, allowed] of table) {
        const item = within(menu).getByRole('menuitem', { name: menuLabel(action) })
        const seen = { disk: disk.name, action, disabled: item.getAttribute('aria-disabled') }
        if (allowed.includes(disk.state.state)) {
          expect(seen).toEqual({ ...seen, disabled: null })
        } else {
          expect(seen).toEqual({ ...seen, disabled: 'true' })
          expect(item).toHaveAccessibleDescription(
            expect.stringMatching(new RegExp(`^Only ${orList(allowed)} disks can `)),
          )
        }
      }
      await user.keyboard('{Escape}')
    }
  })

  it('names the instance of an attached disk, linked to its page', async () => {
    renderAt(registry, '/projects/mock-project/disks')
    const row = (await screen.findByRole('cell', { name: 'disk-attached' })).closest('tr')!
    const link = await within(row).findByRole('link', { name: 'db1' })
    expect(link).toHaveAttribute('href', '/projects/mock-project/instances/db1')
  })
})

describe('the disk list gates detach and boot disk by the instance too (spec §4)', () => {
  /** the instance's own rows of §4 that concern its disks, with the menu entry each gates */
  const gated = [
    { action: 'detach disk', entry: 'Detach' },
    { action: 'update boot disk', entry: 'Set as boot disk' },
  ]

  async function menuOf(user: ReturnType<typeof userEvent.setup>, diskName: string) {
    const row = (await screen.findByRole('cell', { name: diskName })).closest('tr')!
    // the entries wait for the instances' list, which the Instance column reads as well
    await within(row).findByRole('link', { name: /^(vm-|booting)/ })
    await user.click(within(row).getByRole('button', { name: 'Row actions' }))
    return screen.findByRole('menu')
  }

  it('reads the rows from the spec', () => {
    expect(instanceStates.length).toBeGreaterThan(8)
    for (const { action } of gated) expect(instanceTable.get(action)?.length).toBeGreaterThan(0)
  })

  it('by the attached instance’s run state, with its reason', { timeout: 120_000 }, async () => {
    const user = userEvent.setup()
    renderAt(registry, '/projects/mock-project/disks')
    for (const disk of onInstances) {
      const runState = disk.name.slice('on-'.length)
      const menu = await menuOf(user, disk.name)
      for (const { action, entry } of gated) {
        const allowed = instanceTable.get(action)!
        const item = within(menu).getByRole('menuitem', { name: entry })
        const seen = { runState, entry, disabled: item.getAttribute('aria-disabled') }
        if (allowed.includes(runState)) {
          expect(seen).toEqual({ ...seen, disabled: null })
        } else {
          expect(seen).toEqual({ ...seen, disabled: 'true' })
          expect(item).toHaveAccessibleDescription(
            expect.stringMatching(new RegExp(`^Only ${orList(allowed)} instances can `)),
          )
        }
      }
      await user.keyboard('{Escape}')
    }
  })

  it('keeps the boot disk attached until it is unset', async () => {
    const user = userEvent.setup()
    renderAt(registry, '/projects/mock-project/disks')
    const menu = await menuOf(user, 'boot-disk')
    const detach = within(menu).getByRole('menuitem', { name: 'Detach' })
    expect(detach).toHaveAttribute('aria-disabled', 'true')
    expect(detach).toHaveAccessibleDescription('Boot disk must be unset before it can be detached')
    const boot = within(menu).getByRole('menuitem', { name: 'Set as boot disk' })
    expect(boot).toHaveAccessibleDescription('Already the boot disk')
  })

  it('reads the instances once for the whole page, not once per row', async () => {
    renderAt(registry, '/projects/mock-project/disks')
    await screen.findByRole('link', { name: 'booting' })
    const reads = callOperation.mock.calls.filter(([op]) => op.id.startsWith('instance_'))
    expect(reads.map(([op]) => op.id)).toEqual(['instance_list'])
  })
})
