// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock } from './world.ts'

serveWorldMock()

const gateways = '/v1/internet-gateways?project=mock-project&vpc=mock-vpc'

describe('internet gateway create', () => {
  it('creates a gateway in the VPC, listed beside the seeded one', async () => {
    const created = await call('POST', gateways, { name: 'egress', description: 'for the web' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'egress', description: 'for the web' })
    const list = await call('GET', gateways)
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
      'default',
      'egress',
    ])
  })

  it('refuses a name the VPC already has, and a body that breaks the schema', async () => {
    const clash = await call('POST', gateways, { name: 'default', description: '' })
    expect(clash.status).toBe(400)
    expect(clash.body.error_code).toBe('ObjectAlreadyExists')
    const badName = await call('POST', gateways, { name: 'Not A Name', description: '' })
    expect(badName.status).toBe(400)
    expect(badName.body.message).toMatch(/^unable to parse JSON body: name/)
    const missing = await call('POST', gateways, { name: 'no-description' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('missing field `description`')
  })

  it('takes the same name in another VPC', async () => {
    const other = await call('POST', '/v1/internet-gateways?project=other-project&vpc=other-vpc', {
      name: 'default',
      description: '',
    })
    expect(other.status).toBe(201)
  })
})
