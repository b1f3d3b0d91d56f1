// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { api, ids, serveFixtureMock } from './harness.ts'

serveFixtureMock()

describe('list', () => {
  it('filters by the project selector, by name or id', async () => {
    const byName = await api('GET', '/v1/instances?project=mock-project')
    expect(byName.status).toBe(200)
    expect(byName.body.items.map((i: { name: string }) => i.name)).toEqual([
      'db1',
      'stopped-one',
      'you-fail',
    ])
    const byId = await api('GET', `/v1/instances?project=${ids.mockProject}`)
    expect(byId.body.items).toHaveLength(3)
  })

  it('pages with an opaque token and a null next_page at the end', async () => {
    const first = await api('GET', '/v1/instances?project=mock-project&limit=2')
    expect(first.body.items.map((i: { name: string }) => i.name)).toEqual(['db1', 'stopped-one'])
    expect(first.body.next_page).toEqual(expect.any(String))
    const second = await api(
      'GET',
      `/v1/instances?limit=2&page_token=${first.body.next_page}&project=mock-project`,
    )
    expect(second.body.items.map((i: { name: string }) => i.name)).toEqual(['you-fail'])
    expect(second.body.next_page).toBeNull()
  })

  it('sorts by the requested mode', async () => {
    const answer = await api('GET', '/v1/projects?sort_by=name_descending')
    expect(answer.body.items.map((p: { name: string }) => p.name)).toEqual([
      'staging',
      'other-project',
      'mock-project',
    ])
  })

  it('refuses a first page without its required selector', async () => {
    const answer = await api('GET', '/v1/instances')
    expect(answer.status).toBe(400)
    expect(answer.body.error_code).toBe('InvalidRequest')
    expect(answer.body.request_id).toEqual(expect.any(String))
  })

  it('refuses a bad limit', async () => {
    const answer = await api('GET', '/v1/projects?limit=0')
    expect(answer.status).toBe(400)
  })
})

describe('create', () => {
  it('creates with id, times and scope ids, then lists it', async () => {
    const created = await api('POST', '/v1/disks?project=mock-project', {
      name: 'new-disk',
      description: 'scratch',
      size: 1073741824,
      disk_source: { type: 'blank', block_size: 512 },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'new-disk',
      project_id: ids.mockProject,
      state: { state: 'detached' },
      block_size: 512,
    })
    expect(created.body.disk_source).toBeUndefined()
    expect(created.body.time_created).toBe(created.body.time_modified)
    const view = await api('GET', `/v1/disks/${created.body.id}`)
    expect(view.body.name).toBe('new-disk')
  })

  it('answers 400 when the body breaks the schema', async () => {
    const answer = await api('POST', '/v1/projects', { name: 'Not A Name', description: '' })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^unable to parse JSON body: name/)
    const missing = await api('POST', '/v1/projects', { name: 'ok-name' })
    expect(missing.body.message).toContain('missing field `description`')
  })

  it('answers ObjectAlreadyExists for a name taken in the same parent only', async () => {
    const body = {
      name: 'disk-3',
      description: '',
      size: 1073741824,
      disk_source: { type: 'blank', block_size: 4096 },
    }
    const clash = await api('POST', '/v1/disks?project=mock-project', body)
    expect(clash.status).toBe(400)
    expect(clash.body).toMatchObject({
      error_code: 'ObjectAlreadyExists',
      message: 'already exists: disk "disk-3"',
    })
    const elsewhere = await api('POST', '/v1/disks?project=other-project', body)
    expect(elsewhere.status).toBe(201)
  })
})

describe('view, update, delete', () => {
  it('answers ObjectNotFound for an unknown name or id', async () => {
    const byName = await api('GET', '/v1/projects/nowhere')
    expect(byName.status).toBe(404)
    expect(byName.body).toMatchObject({
      error_code: 'ObjectNotFound',
      message: 'not found: project with name "nowhere"',
    })
    const byId = await api('GET', '/v1/instances/1a570000-0000-4000-8000-000000000099')
    expect(byId.status).toBe(404)
  })

  it('applies the selector rules', async () => {
    const idWithParent = await api('GET', `/v1/instances/${ids.db1}?project=mock-project`)
    expect(idWithParent.status).toBe(400)
    expect(idWithParent.body.message).toBe(
      'when providing instance as an ID project should not be specified',
    )
    const nameWithoutParent = await api('GET', '/v1/instances/db1')
    expect(nameWithoutParent.status).toBe(400)
    expect(nameWithoutParent.body.error_code).toBe('InvalidRequest')
    const nameInWrongParent = await api('GET', '/v1/instances/db1?project=other-project')
    expect(nameInWrongParent.status).toBe(404)
    expect((await api('GET', `/v1/instances/${ids.db1}`)).body.name).toBe('db1')
  })

  it('merges non-null fields on update and keeps names unique', async () => {
    const updated = await api('PUT', '/v1/projects/staging', {
      description: 'new words',
      name: null,
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ name: 'staging', description: 'new words' })
    const clash = await api('PUT', '/v1/projects/staging', { name: 'mock-project' })
    expect(clash.body.error_code).toBe('ObjectAlreadyExists')
  })

  it('deletes with 204 and an empty body', async () => {
    const answer = await api('DELETE', '/v1/projects/staging')
    expect(answer.status).toBe(204)
    expect(answer.body).toBeUndefined()
    expect((await api('GET', '/v1/projects/staging')).status).toBe(404)
  })

  it('answers 501 for an operation the mock does not implement', async () => {
    const answer = await api('GET', '/v1/disks/disk-3/metrics/read?project=mock-project')
    expect(answer.status).toBe(501)
    expect(answer.body.error_code).toBe('NotImplemented')
  })

  it('answers an unknown platform path with a 404 error body', async () => {
    const answer = await api('GET', '/v1/nothing-here')
    expect(answer.status).toBe(404)
    expect(answer.body.request_id).toEqual(expect.any(String))
  })
})
