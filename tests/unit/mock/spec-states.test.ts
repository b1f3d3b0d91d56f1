/**
 * Spec §4's tables, read from the spec, against the mock: in every state a row does not allow,
 * the call behind it is refused with the platform's 400 (`request_id`, `error_code`,
 * `message`); in every state it allows, the call goes through. The console disables the same
 * controls (tests/e2e/spec-states.spec.ts); both read the one table in the registry.
 */
import { describe, expect, it } from 'vitest'
import type { WireItem } from '../../../mock/inputs.ts'
import { listAfter, specRowsAfter } from '../fixtures/spec-states'
import type { Answer } from './harness'
import { call, serveWorldMock } from './world'

const mock = serveWorldMock()
const q = '?project=mock-project'
const row = (kind: string, name: string): WireItem => {
  const found = mock.ctx.db.table(kind).find((item) => item.name === name)
  if (!found) throw new Error(`no ${kind} ${name} in the world`)
  return found
}

/** the instance the calls act on: stopped-one, with disk-stopped as its boot disk */
const INSTANCE = 'stopped-one'
const instancePath = `/v1/instances/${INSTANCE}`
/** InstanceUpdate replaces every setting: the instance's own, with `changes` */
const settings = (changes: WireItem) => {
  const instance = row('instance', INSTANCE)
  return {
    ncpus: instance.ncpus,
    memory: instance.memory,
    boot_disk: 'disk-stopped',
    auto_restart_policy: instance.auto_restart_policy ?? null,
    cpu_platform: instance.cpu_platform ?? null,
    ...changes,
  }
}
/** disk-3 attached to the instance beside its boot disk, for the calls that detach or boot */
const attachDisk3 = () => {
  row('disk', 'disk-3').state = { state: 'attached', instance: row('instance', INSTANCE).id }
}

/** the call behind each row of the spec's instance table, by the spec's own words */
const instanceCalls: Record<string, () => Promise<Answer>> = {
  start: () => call('POST', `${instancePath}/start${q}`),
  delete: () => call('DELETE', `${instancePath}${q}`),
  resize: () => call('PUT', `${instancePath}${q}`, settings({ ncpus: 3 })),
  'update boot disk': () => call('PUT', `${instancePath}${q}`, settings({ boot_disk: null })),
  reboot: () => call('POST', `${instancePath}/reboot${q}`),
  stop: () => call('POST', `${instancePath}/stop${q}`),
  'detach disk': () => {
    attachDisk3()
    return call('POST', `${instancePath}/disks/detach${q}`, { disk: 'disk-3' })
  },
  'attach disk': () => call('POST', `${instancePath}/disks/attach${q}`, { disk: 'disk-3' }),
  'update network interface': () =>
    call('PUT', `/v1/network-interfaces/stopped-nic${q}&instance=${INSTANCE}`, {
      description: 'changed',
    }),
  'serial console': () => call('GET', `${instancePath}/serial-console${q}&most_recent=10`),
  'add to affinity group': () =>
    call('POST', `/v1/affinity-groups/romulus/members/instance/${INSTANCE}${q}`),
}

/** the disk the calls act on: disk-3, in the state under test (attached to stopped-one) */
const DISK = 'disk-3'
const diskCalls: Record<string, () => Promise<Answer>> = {
  delete: () => call('DELETE', `/v1/disks/${DISK}${q}`),
  snapshot: () =>
    call('POST', `/v1/snapshots${q}`, { name: 'spec-snap', description: '', disk: DISK }),
  attach: () => call('POST', `${instancePath}/disks/attach${q}`, { disk: DISK }),
  detach: () => call('POST', `${instancePath}/disks/detach${q}`, { disk: DISK }),
  'set as boot disk': () => call('PUT', `${instancePath}${q}`, settings({ boot_disk: DISK })),
}

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({
    request_id: expect.any(String),
    error_code: expect.any(String),
    message: expect.any(String),
  })
}

const instanceStates = listAfter('Instance states (badges): ')
const instanceRows = specRowsAfter('Instance actions and allowed run states:')

describe.each([...instanceRows])('the mock holds "%s" to its run states', (name, allowed) => {
  it('has a call behind it', () => expect(instanceCalls[name]).toBeDefined())

  it.each(instanceStates)('in %s', async (state) => {
    row('instance', INSTANCE).run_state = state
    const answer = await instanceCalls[name]!()
    if (allowed.includes(state))
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    else expectRefused(answer)
  })
})

const diskStates = listAfter('Disk states: ')
const diskRows = specRowsAfter('Disk states:')

describe.each([...diskRows])('the mock holds disk "%s" to its states', (name, allowed) => {
  it('has a call behind it', () => expect(diskCalls[name]).toBeDefined())

  it.each(diskStates)('in %s', async (state) => {
    // the instance allows every disk change while stopped; a disk on it names it
    row('instance', INSTANCE).run_state = 'stopped'
    const onInstance = ['attached', 'attaching', 'detaching'].includes(state)
    row('disk', DISK).state = onInstance
      ? { state, instance: row('instance', INSTANCE).id }
      : { state }
    const answer = await diskCalls[name]!()
    if (allowed.includes(state))
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
    else expectRefused(answer)
  })
})
