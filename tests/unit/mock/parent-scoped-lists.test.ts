// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, serveWorldMock, world } from './world.ts'

serveWorldMock()

describe('what the route smoke test found', () => {
  it('lists a silo’s users by silo name or id', async () => {
    for (const silo of ['maze-war', world.mazeWar]) {
      const answer = await call('GET', `/v1/system/users?silo=${silo}`)
      expect(answer.status).toBe(200)
      // hannah, hans, jacob, karl and edith (openapi/platform/WORLD.md)
      expect(answer.body.items.map((u: { silo_id: string }) => u.silo_id)).toEqual(
        Array(5).fill(world.mazeWar),
      )
    }
  })

  it('lists the seeded uninitialized sleds', async () => {
    const answer = await call('GET', '/v1/system/hardware/sleds-uninitialized')
    expect(answer.status).toBe(200)
    expect(answer.body.items).toHaveLength(1)
  })

  it('lists silo images without a project, and only the project’s with one', async () => {
    const silo = await call('GET', '/v1/images')
    expect(silo.body.items.map((i: { name: string }) => i.name)).toEqual([
      'debian-12',
      'ubuntu-22-04',
    ])
    const project = await call('GET', '/v1/images?project=mock-project')
    expect(project.body.items.map((i: { name: string }) => i.name)).toEqual([
      'arch-2024',
      'image-faulted',
    ])
  })
})

describe('a parent the operation requires', () => {
  it('goes with an item id: a silo user is viewed by id within its silo', async () => {
    const hannah = '05e40000-0000-4000-8000-000000000001'
    const view = await call('GET', `/v1/system/users/${hannah}?silo=maze-war`)
    expect(view.status).toBe(200)
    expect((await call('GET', `/v1/system/users/${hannah}?silo=dark-star`)).status).toBe(404)
  })
})

describe('silo images', () => {
  it('are viewed by name without a project', async () => {
    expect((await call('GET', '/v1/images/ubuntu-22-04')).status).toBe(200)
    expect((await call('GET', '/v1/images/arch-2024')).status).toBe(400)
  })
})
