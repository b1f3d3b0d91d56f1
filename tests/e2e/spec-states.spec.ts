import type { Locator, Page } from '@playwright/test'
import seedData from '../../src/generated/mock/seed.json' with { type: 'json' }
import { listAfter, specRowsAfter } from '../unit/fixtures/spec-states'
import { expect, rowOf, test } from './fixtures'

/**
 * Spec §4's tables, read from the spec itself, as a person meets them: for each instance of
 * the seed world in each run state, every control of the table is enabled where the state
 * allows it and disabled, with the spec's states in its reason, where it does not. The mock
 * refuses the same calls (tests/unit/mock/spec-states.test.ts).
 */
type Seeded = { id: string; name: string; run_state?: string; project_id?: string }
const seed = seedData as unknown as Record<string, Seeded[]>
const PROJECT = '/projects/mock-project'
const projectId = seed.project!.find((project) => project.name === 'mock-project')!.id

/** "stopped", "stopped or failed", "running, rebooting or migrating" */
const orList = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`

/** Enabled where `allowed`, else disabled (or aria-disabled) saying which states allow it. */
async function expectGate(page: Page, control: Locator, allowed: boolean, reason: string) {
  await expect(control).toBeVisible()
  if (allowed) {
    await expect(control).toBeEnabled()
    await expect(control).not.toHaveAttribute('aria-disabled', 'true')
    return
  }
  const disabled =
    (await control.isDisabled()) || (await control.getAttribute('aria-disabled')) === 'true'
  expect(disabled, `${await control.textContent()} is disabled`).toBe(true)
  if ((await control.getAttribute('role')) === 'menuitem') {
    await expect(control).toHaveAccessibleDescription(new RegExp(`^${reason}`))
    return
  }
  // a page's control gives its reason as a tooltip, opened by a keyboard's focus
  await expect(async () => {
    await control.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tooltip')).toHaveText(new RegExp(`^${reason}`), {
      timeout: 1000,
    })
  }).toPass({ timeout: 10_000 })
  await control.blur()
}

const instanceRows = specRowsAfter('Instance actions and allowed run states:')
const instances = seed.instance!.filter((instance) => instance.project_id === projectId)
const menuEntries: Record<string, string> = {
  start: 'Start',
  stop: 'Stop',
  reboot: 'Reboot',
  delete: 'Delete',
  resize: 'Resize',
  'serial console': 'View serial console',
}
/** the controls on the instance's own tabs, by tab: each with the spec row that gates it */
const pageControls: Record<string, { rule: string; name: string }[]> = {
  // the page header's buttons, on every tab
  storage: [
    { rule: 'start', name: 'Start' },
    { rule: 'stop', name: 'Stop' },
    { rule: 'attach disk', name: 'Attach existing disk' },
  ],
  networking: [{ rule: 'update network interface', name: 'Add network interface' }],
  settings: [
    { rule: 'add to affinity group', name: 'Add to group' },
    { rule: 'resize', name: 'Edit settings' },
  ],
  connect: [{ rule: 'serial console', name: 'Open serial console' }],
}

test('the seed world holds an instance in every state of spec §4 but repairing and destroyed', () => {
  const missing = listAfter('Instance states (badges): ').filter(
    (state) => !instances.some((candidate) => candidate.run_state === state),
  )
  expect(missing).toEqual(['repairing', 'destroyed'])
})

// one journey per state the seed world has an instance in; the platform lists no destroyed
// instance and the world has no repairing one, so those two are left to the mock's unit tests
// (tests/unit/mock/spec-states.test.ts), which call every state
for (const state of listAfter('Instance states (badges): ')) {
  const instance = instances.find((candidate) => candidate.run_state === state)
  if (!instance) continue
  test(`a ${state} instance's controls follow spec §4`, async ({ page }) => {
    const name = instance.name
    const gates = (rule: string) => {
      const allowed = instanceRows.get(rule)!
      return { allowed: allowed.includes(state), reason: `Only ${orList(allowed)} instances can` }
    }

    await page.goto(`${PROJECT}/instances`)
    await expect(rowOf(page, name).getByText(state, { exact: true })).toBeVisible()
    await rowOf(page, name).getByRole('button', { name: 'Row actions' }).click()
    for (const [rule, entry] of Object.entries(menuEntries)) {
      const { allowed, reason } = gates(rule)
      await expectGate(page, page.getByRole('menuitem', { name: entry }), allowed, reason)
    }
    await page.keyboard.press('Escape')

    for (const [tab, controls] of Object.entries(pageControls)) {
      await page.goto(`${PROJECT}/instances/${name}/${tab}`)
      for (const { rule, name: control } of controls) {
        const { allowed, reason } = gates(rule)
        // allowed, a control that leads somewhere is a link
        const main = page.getByRole('main')
        const found = main
          .getByRole('button', { name: control, exact: true })
          .or(main.getByRole('link', { name: control, exact: true }))
        await expectGate(page, found.first(), allowed, reason)
      }
    }
  })
}

test('a failed instance with auto restart and its cooldown past is restartable', async ({
  page,
}) => {
  // you-fail's cooldown ended on 9 November 2025: before then it is not yet restartable
  const failed = instances.find((candidate) => candidate.run_state === 'failed')!
  await page.goto(`${PROJECT}/instances`)
  await expect(rowOf(page, failed.name).getByText('restartable')).toBeVisible()

  await page.clock.setFixedTime(new Date('2025-11-09T09:00:00Z'))
  await page.goto(`${PROJECT}/instances`)
  await expect(rowOf(page, failed.name).getByText('failed', { exact: true })).toBeVisible()
  await expect(rowOf(page, failed.name).getByText('restartable')).toHaveCount(0)
})

const diskRows = specRowsAfter('Disk states:')
const diskEntries: Record<string, string> = {
  delete: 'Delete',
  snapshot: 'Snapshot',
  attach: 'Attach',
  detach: 'Detach',
  'set as boot disk': 'Set as boot disk',
}
type SeededDisk = { name: string; project_id: string; state: { state: string } }
const disks = (seed.disk as unknown as SeededDisk[]).filter((disk) => disk.project_id === projectId)

for (const state of listAfter('Disk states: ')) {
  const disk = disks.find((candidate) => candidate.state.state === state)
  if (!disk) continue
  test(`the menu of a disk in state ${state} follows spec §4`, async ({ page }) => {
    await page.goto(`${PROJECT}/disks`)
    await expect(rowOf(page, disk.name)).toBeVisible()
    await rowOf(page, disk.name).getByRole('button', { name: 'Row actions' }).click()
    for (const [rule, entry] of Object.entries(diskEntries)) {
      const allowed = diskRows.get(rule)!
      const reason = `Only ${orList(allowed)} disks can`
      const item = page.getByRole('menuitem', { name: entry })
      if (!allowed.includes(state)) await expectGate(page, item, false, reason)
      // allowed by the disk, an entry may still wait on its instance (a running one keeps
      // its disks): never for the disk's own reason
      else await expect(item).not.toHaveAccessibleDescription(new RegExp(`^${reason}`))
    }
  })
}

test('device login: submit waits for 8 letters and stays disabled while pending', async ({
  page,
}) => {
  // each answer of the mock takes a second, so the pending state can be seen
  await page.addInitScript(() =>
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: [1000, 1000] })),
  )
  await page.goto('/device/verify')
  const submit = page.getByRole('button', { name: 'Log in on device' })
  await expect(submit).toBeDisabled()
  await page.getByRole('textbox', { name: 'Character 1 of 8' }).click()
  await page.keyboard.type('ABCDEFG')
  await expect(submit).toBeDisabled()
  await page.keyboard.type('H')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(submit).toBeDisabled()
  await expect(page).toHaveURL(/\/device\/success$/)
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
})

test('a new snapshot is offered only the disks spec §4 lets be snapshotted', async ({ page }) => {
  await page.goto(`${PROJECT}/snapshots-new`)
  const form = page.getByRole('dialog', { name: 'Create snapshot' })
  const disk = form.getByRole('combobox', { name: 'Disk' })
  const allowed = diskRows.get('snapshot')!
  await expect(disk).toHaveAccessibleDescription(
    new RegExp(`Only ${orList(allowed)} disks can be snapshotted`),
  )
  await disk.click()
  await page.keyboard.press('ArrowDown')
  const offered = page.getByRole('listbox').getByRole('option')
  await expect(offered.first()).toBeVisible()
  const expected = disks.filter((candidate) => allowed.includes(candidate.state.state))
  await expect(offered).toHaveCount(expected.length)
  for (const { name } of expected) {
    await expect(offered.filter({ hasText: new RegExp(`^${name}`) })).toHaveCount(1)
  }
})
