// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

// roles of the world: hannah silo and fleet admin, hans silo collaborator, jacob silo viewer
// and collaborator on other-project, karl a collaborator only through kernel-devs, edith a
// fleet viewer only; simone lives in the other silo and holds no role here
const project = { name: 'from-a-test', description: '' }
const noAssignments = { role_assignments: [] }

describe('silo and project roles', () => {
  it('let a viewer read but not create', async () => {
    expect((await call('GET', '/v1/projects', undefined, 'jacob.klein')).status).toBe(200)
    const created = await call('POST', '/v1/projects', project, 'jacob.klein')
    expect(created.status).toBe(403)
    expect(created.body.error_code).toBe('Forbidden')
  })

  it('let a collaborator change project resources but not policies', async () => {
    expect((await call('POST', '/v1/projects', project, 'hans.jonas')).status).toBe(201)
    const stop = await call(
      'POST',
      '/v1/instances/db1/stop?project=mock-project',
      undefined,
      'hans.jonas',
    )
    expect(stop.status).toBe(202)
    expect((await call('PUT', '/v1/policy', noAssignments, 'hans.jonas')).status).toBe(403)
  })

  it('let a silo admin change policies', async () => {
    expect((await call('PUT', '/v1/projects/mock-project/policy', noAssignments)).status).toBe(200)
  })

  it('refuse everything in a silo to someone without a role there', async () => {
    expect((await call('GET', '/v1/projects', undefined, 'simone.de.beauvoir')).status).toBe(403)
    expect((await call('GET', '/v1/me', undefined, 'simone.de.beauvoir')).status).toBe(200)
  })

  it('follow policy changes: a project role counts on that project only', async () => {
    const jacobId = '05e40000-0000-4000-8000-000000000003'
    const collaborator = {
      role_assignments: [
        { identity_id: jacobId, identity_type: 'silo_user', role_name: 'collaborator' },
      ],
    }
    await call('PUT', '/v1/projects/mock-project/policy', collaborator)
    const disk = {
      name: 'jacobs-disk',
      description: '',
      size: 1073741824,
      disk_source: { type: 'blank', block_size: 4096 },
    }
    const here = await call('POST', '/v1/disks?project=mock-project', disk, 'jacob.klein')
    expect(here.status).toBe(201)
    const elsewhere = await call('POST', '/v1/disks?project=staging', disk, 'jacob.klein')
    expect(elsewhere.status).toBe(403)
    // and by id, with no project named: the disk's own project decides
    const byId = await call('DELETE', `/v1/disks/${here.body.id}`, undefined, 'jacob.klein')
    expect(byId.status).toBe(204)
  })

  it('let the default user do anything', async () => {
    await call('PUT', '/v1/policy', noAssignments)
    expect((await call('POST', '/v1/projects', project)).status).toBe(201)
  })

  it('let a silo viewer change the one project they collaborate on, and nothing else', async () => {
    const stopHere = '/v1/instances/db1/stop?project=mock-project'
    const refused = await call('POST', stopHere, undefined, 'jacob.klein')
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({
      error_code: 'Forbidden',
      message: 'Action not authorized',
    })
    const stopThere = '/v1/instances/web-1/stop?project=other-project'
    expect((await call('POST', stopThere, undefined, 'jacob.klein')).status).toBe(202)
  })

  it('give a user the role of their group', async () => {
    const created = await call('POST', '/v1/projects', project, 'karl.jaspers')
    expect(created.status).toBe(201)
    const policy = await call('PUT', '/v1/policy', noAssignments, 'karl.jaspers')
    expect(policy.status).toBe(403)
  })

  it('let a fleet viewer read the system and the silo but change neither', async () => {
    expect((await call('GET', '/v1/system/silos', undefined, 'edith.stein')).status).toBe(200)
    expect((await call('GET', '/v1/projects', undefined, 'edith.stein')).status).toBe(200)
    const silo = { name: 'new-silo', description: '', discoverable: true }
    const system = await call('POST', '/v1/system/silos', silo, 'edith.stein')
    expect(system.status).toBe(403)
    expect((await call('POST', '/v1/projects', project, 'edith.stein')).status).toBe(403)
  })

  it('let a viewer ask for metrics, a query sent as a POST', async () => {
    const query = { query: 'get virtual_machine:vcpu_usage' }
    const asked = await call(
      'POST',
      '/v1/timeseries/query?project=mock-project',
      query,
      'jacob.klein',
    )
    expect(asked.status).not.toBe(403)
  })

  it('give a silo role the fleet roles its silo maps it to (maze-war: admin → admin)', async () => {
    const hansId = '05e40000-0000-4000-8000-000000000002'
    const before = await call('GET', '/v1/system/silos', undefined, 'hans.jonas')
    expect(before.status).toBe(403)
    const admin = {
      role_assignments: [{ identity_id: hansId, identity_type: 'silo_user', role_name: 'admin' }],
    }
    expect((await call('PUT', '/v1/policy', admin)).status).toBe(200)
    expect((await call('GET', '/v1/system/silos', undefined, 'hans.jonas')).status).toBe(200)
  })
})
