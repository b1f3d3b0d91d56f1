import { describe, expect, it } from 'vitest'
import { buildOperationArgs } from '../../../../src/engine/data/params'
import { fixtureRegistry } from '../../fixtures/registry'

const { instance, sled } = fixtureRegistry.kinds
const instanceView = instance!.ops.view!
const instanceList = instance!.ops.list!
const sledView = sled!.ops.view!
const id = '1a570000-0000-4000-8000-000000000001'

describe('buildOperationArgs', () => {
  it('fills path and query params from the camelCase route params', () => {
    expect(
      buildOperationArgs(instanceView, { project: 'mock-project', instance: 'db1', other: 'x' }),
    ).toEqual({
      path: { instance: 'db1' },
      query: { project: 'mock-project' },
    })
    expect(buildOperationArgs(sledView, { sledId: id })).toEqual({ path: { sled_id: id } })
  })

  it('drops parent selectors when the item key is a UUID', () => {
    expect(buildOperationArgs(instanceView, { project: 'mock-project', instance: id })).toEqual({
      path: { instance: id },
    })
  })

  it('keeps a selector the operation requires even when the key is a UUID', () => {
    const siloUserView = {
      ...sledView,
      id: 'silo_user_view',
      path: '/v1/system/users/{user_id}',
      pathParams: ['user_id'],
      queryParams: [{ name: 'silo', required: true, selector: true }],
    }
    expect(buildOperationArgs(siloUserView, { silo: 'maze-war', userId: id })).toEqual({
      path: { user_id: id },
      query: { silo: 'maze-war' },
    })
  })

  it('leaves out params the route does not carry, and merges extras', () => {
    expect(buildOperationArgs(instanceList, {}, { query: { limit: 10 } })).toEqual({
      query: { limit: 10 },
    })
    expect(
      buildOperationArgs(
        instanceList,
        { project: 'p' },
        { query: { sort_by: 'name_ascending' }, body: { a: 1 } },
      ),
    ).toEqual({ query: { project: 'p', sort_by: 'name_ascending' }, body: { a: 1 } })
  })
})
