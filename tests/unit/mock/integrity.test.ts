// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createContext } from '../../../mock/context.ts'
import { bodyShape } from '../../../codegen/emit/mock-request-tables.ts'
import { keepDeclaredFields } from '../../../mock/store/body-fields.ts'
import { assertNothingHeld } from '../../../mock/store/delete-guards.ts'
import { maxBodyDepth } from '../../../mock/store/body-limits.ts'
import { api, ids, inputs, serveFixtureMock } from './harness.ts'

serveFixtureMock()

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name)

/** `{"a":{"a":{…}}}`, `levels` objects deep, as text: too deep for JSON.stringify here */
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1)

describe('bodies hold only what the operation takes', () => {
  it('refuses server-owned fields on update with the platform 400, changing nothing', async () => {
    for (const owned of [
      { id: '00000000-0000-4000-8000-000000000009' },
      { project_id: ids.mockProject },
      { time_created: '2020-01-01T00:00:00Z' },
    ]) {
      const answer = await api('PUT', '/v1/projects/other-project', {
        description: 'moved',
        ...owned,
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        request_id: expect.any(String),
        error_code: 'InvalidValue',
        message: expect.stringMatching(
          new RegExp(`^unable to parse JSON body: unknown field \`${Object.keys(owned)[0]}\``),
        ),
      })
    }
    const project = await api('GET', '/v1/projects/other-project')
    expect(project.body.description).not.toBe('moved')
    expect(project.body.id).toBe('9a0e0000-0000-4000-8000-000000000002')
  })

  it('drops fields the schema does not declare, on create and update', async () => {
    const created = await api('POST', '/v1/projects', {
      name: 'tidy',
      description: 'kept',
      colour: 'red',
    })
    expect(created.status).toBe(201)
    expect(created.body).not.toHaveProperty('colour')
    const updated = await api('PUT', '/v1/projects/tidy', { description: 'still kept', size: 9 })
    expect(updated.status).toBe(200)
    expect(updated.body.description).toBe('still kept')
    expect(updated.body).not.toHaveProperty('size')
    const listed = await api('GET', '/v1/projects')
    const tidy = listed.body.items.find((p: { name: string }) => p.name === 'tidy')
    expect(Object.keys(tidy).sort()).toEqual([
      'description',
      'id',
      'name',
      'time_created',
      'time_modified',
    ])
  })

  it('refuses unknown fields where the schema is closed (additionalProperties: false)', () => {
    const shape = bodyShape(
      { type: 'object', properties: { name: {} }, additionalProperties: false },
      {},
    )
    expect(shape).toEqual({ fields: ['name'], closed: true })
    expect(() => keepDeclaredFields({ name: 'a', extra: 1 }, shape!)).toThrow(
      'unknown field `extra`, expected one of `name`',
    )
    const open = bodyShape(
      { $ref: '#/definitions/Open' },
      {
        Open: { type: 'object', properties: { name: {} } },
      },
    )!
    const body = { name: 'a', extra: 1 }
    keepDeclaredFields(body, open)
    expect(body).toEqual({ name: 'a' })
  })

  it('refuses a body nested too deep, and the lists keep working', async () => {
    const response = await fetch('http://localhost/v1/projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"deep","description":"x","extra":${nested(10_000)}}`,
    })
    const deep = { status: response.status, body: (await response.json()) as { message: string } }
    expect(deep.status).toBe(400)
    expect(deep.body.message).toBe(
      `unable to parse JSON body: nested deeper than ${maxBodyDepth} levels`,
    )
    const list = await api('GET', '/v1/projects')
    expect(list.status).toBe(200)
    expect(names(list.body)).not.toContain('deep')
  })

  it('refuses a body over the size limit', async () => {
    const answer = await api('POST', '/v1/projects', {
      name: 'big',
      description: 'x'.repeat(1024 * 1024 + 1),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('request body exceeded maximum size of 1048576 bytes')
  })
})

describe('deleting what still holds things', () => {
  it('refuses a project with instances, with the platform message, and keeps them', async () => {
    const answer = await api('DELETE', '/v1/projects/mock-project')
    expect(answer.status).toBe(400)
    expect(answer.body.error_code).toBe('InvalidRequest')
    expect(answer.body.message).toMatch(/^project to be deleted contains an instance: /)
    const instances = await api('GET', '/v1/instances?project=mock-project')
    expect(instances.body.items.length).toBeGreaterThan(0)
    expect((await api('GET', '/v1/projects/mock-project')).status).toBe(200)
  })

  it('deletes an empty project', async () => {
    await api('POST', '/v1/projects', { name: 'empty', description: '' })
    expect((await api('DELETE', '/v1/projects/empty')).status).toBe(204)
    expect((await api('GET', '/v1/projects/empty')).status).toBe(404)
  })

  it('refuses a VPC with subnets, a subnet with interfaces, a pool with ranges or silo links, a silo with projects, an image in use', () => {
    const ctx = createContext({
      ...inputs,
      seed: {
        ...inputs.seed,
        vpc: [{ id: 'v1', name: 'default', project_id: ids.mockProject }],
        vpcSubnet: [{ id: 's1', name: 'default', vpc_id: 'v1' }],
        networkInterface: [{ id: 'n1', name: 'nic0', subnet_id: 's1' }],
        ipPool: [{ id: 'p1', name: 'pool' }],
        ipPoolRange: [{ id: 'r1', ip_pool_id: 'p1' }],
        ipPoolSilo: [{ ip_pool_id: 'p1', silo_id: 'silo-1', is_default: false }],
        image: [{ id: 'i1', name: 'image', project_id: ids.mockProject }],
        disk: [{ id: 'd1', name: 'disk', image_id: 'i1', project_id: ids.mockProject }],
      },
    })
    const refusal = (kind: string, id: string) => {
      const item = ctx.db.table(kind).find((row) => row.id === id)!
      try {
        assertNothingHeld(ctx, kind, item)
        return undefined
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(refusal('vpc', 'v1')).toBe('VPC cannot be deleted while VPC Subnets exist')
    expect(refusal('vpcSubnet', 's1')).toBe(
      'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    )
    expect(refusal('ipPool', 'p1')).toBe('IP Pool cannot be deleted while it contains IP ranges')
    const silo = ctx.db.table('silo')[0]!
    expect(refusal('silo', String(silo.id))).toBe(
      'silo to be deleted contains a project: mock-project',
    )
    // the platform lets an image go while disks made from it remain (they keep running): only
    // the console's menu holds its delete back, so the mock refuses nothing here
    expect(refusal('image', 'i1')).toBeUndefined()
    ctx.db.remove('networkInterface', 'n1')
    expect(refusal('vpcSubnet', 's1')).toBeUndefined()
    // without ranges, a pool still linked to a silo is refused
    ctx.db.remove('ipPoolRange', 'r1')
    expect(refusal('ipPool', 'p1')).toBe('IP Pool cannot be deleted while it is linked to a silo')
  })
})

describe('page tokens', () => {
  it('stay valid when the item they point at is deleted', async () => {
    for (const name of ['aa-one', 'aa-two', 'aa-three']) {
      await api('POST', '/v1/projects', { name, description: '' })
    }
    const first = await api('GET', '/v1/projects?limit=2')
    expect(names(first.body)).toEqual(['aa-one', 'aa-three'])
    expect((await api('DELETE', '/v1/projects/aa-three')).status).toBe(204)
    const second = await api('GET', `/v1/projects?limit=2&page_token=${first.body.next_page}`)
    expect(second.status).toBe(200)
    expect(names(second.body)).toEqual(['aa-two', 'mock-project'])
  })

  it('refuse a token they cannot read', async () => {
    const answer = await api('GET', '/v1/projects?limit=2&page_token=not-a-token')
    expect(answer.status).toBe(400)
  })
})
