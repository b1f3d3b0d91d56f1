// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const path = '/v1/instances/stopped-one?project=mock-project'
const settings = (bootDisk: string | null) => ({
  ncpus: 8,
  memory: 16 * 1024 ** 3,
  boot_disk: bootDisk,
  auto_restart_policy: null,
  cpu_platform: null,
})

describe('instance update', () => {
  it('resizes and sets the boot disk by name among the instance’s disks, or clears it', async () => {
    const resized = await call('PUT', path, settings('disk-stopped'))
    expect(resized.status).toBe(200)
    expect(resized.body).toMatchObject({ ncpus: 8, memory: 16 * 1024 ** 3 })
    const disk = await call('GET', '/v1/disks/disk-stopped?project=mock-project')
    expect(resized.body.boot_disk_id).toBe(disk.body.id)
    const cleared = await call('PUT', path, settings(null))
    expect(cleared.body.boot_disk_id).toBeNull()
  })

  it('refuses a boot disk the instance does not have, and a running instance', async () => {
    expect((await call('PUT', path, settings('disk-1'))).status).toBe(400)
    const running = await call('PUT', '/v1/instances/db1?project=mock-project', settings(null))
    expect(running.status).toBe(400)
    expect(running.body.message).toMatch(/must be stopped or failed or creating/)
  })

  it('takes a new auto-restart policy while running when nothing else changes', async () => {
    const db1 = '/v1/instances/db1?project=mock-project'
    const before = (await call('GET', db1)).body
    const keep = {
      ncpus: before.ncpus,
      memory: before.memory,
      boot_disk: before.boot_disk_id ?? null,
      cpu_platform: before.cpu_platform ?? null,
    }
    const never = await call('PUT', db1, { ...keep, auto_restart_policy: 'never' })
    expect(never.status).toBe(200)
    expect(never.body).toMatchObject({ auto_restart_policy: 'never', auto_restart_enabled: false })
    // a size change with it is still a resize, refused while running
    const resized = await call('PUT', db1, {
      ...keep,
      ncpus: before.ncpus + 1,
      auto_restart_policy: 'best_effort',
    })
    expect(resized.status).toBe(400)
    expect(resized.body.message).toMatch(/must be stopped or failed or creating/)
  })

  it('refuses to detach the boot disk, as the platform does, until it is unset', async () => {
    await call('PUT', path, settings('disk-stopped'))
    const detach = () =>
      call('POST', '/v1/instances/stopped-one/disks/detach?project=mock-project', {
        disk: 'disk-stopped',
      })
    const refused = await detach()
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error_code: 'Conflict',
      message: 'boot disk cannot be detached',
    })
    await call('PUT', path, settings(null))
    expect((await detach()).status).toBe(202)
  })

  it('attaches only while the instance is creating or stopped (spec §4), not when failed', async () => {
    const attach = await call('POST', '/v1/instances/you-fail/disks/attach?project=mock-project', {
      disk: 'disk-3',
    })
    expect(attach.status).toBe(400)
  })
})
