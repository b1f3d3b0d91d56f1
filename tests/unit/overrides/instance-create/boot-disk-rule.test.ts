/**
 * Instance create's boot-disk picker offers the disks the manifest's disk `attach` rule allows
 * (spec §4: creating or detached), read through the generated rule: a picker with a state list
 * of its own (it once offered only detached disks) fails here.
 */
import { describe, expect, it } from 'vitest'
import { bindConsole } from '../../../../src/engine/console'
import type { Disk } from '../../../../src/generated/platform/models'
import { registry } from '../../../../src/generated/registry'
import type { KindIndex } from '../../../../src/overrides/facade'
import { attachableDisks } from '../../../../src/overrides/instance-create/boot-disk-section'
import { testParts } from '../../fixtures/console'

bindConsole(testParts(registry))

const STATES: Disk['state'][] = [
  { state: 'creating' },
  { state: 'detached' },
  { state: 'attached', instance: 'instance-1' },
  { state: 'attaching', instance: 'instance-1' },
  { state: 'detaching', instance: 'instance-1' },
  { state: 'faulted' },
]
const disks: Disk[] = STATES.map((state, i) => ({
  id: `disk-${i}`,
  name: `disk-${state.state}`,
  description: '',
  projectId: 'project-1',
  size: 1024 ** 3,
  blockSize: 4096,
  devicePath: `/mnt/disk-${i}`,
  diskType: 'crucible',
  state,
  timeCreated: new Date(0),
  timeModified: new Date(0),
}))
const index: KindIndex<'disk'> = {
  kind: registry.kinds.disk!,
  items: disks,
  byId: new Map(disks.map((disk) => [disk.id, disk])),
  byName: new Map(disks.map((disk) => [disk.name, disk])),
  isLoading: false,
  failed: false,
}

describe('the boot-disk picker', () => {
  it("offers exactly the disks whose state the manifest's attach rule allows", () => {
    const allowed = registry.kinds.disk?.capabilities?.attach?.allowedStates ?? []
    const offered = attachableDisks(index).map((disk) => disk.state.state)
    expect(offered).toEqual(
      STATES.map((state) => state.state).filter((state) => allowed.includes(state)),
    )
  })

  it('offers creating and detached disks, as the disks section and the mock allow', () => {
    expect(attachableDisks(index).map((disk) => disk.name)).toEqual([
      'disk-creating',
      'disk-detached',
    ])
  })
})
