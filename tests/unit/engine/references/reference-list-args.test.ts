import { describe, expect, it } from 'vitest'
import type { OperationRef } from '../../../../src/contract'
import { referenceListArgs } from '../../../../src/engine/references/reference-index'

// The system's users: `silo` is required on the first page only (x-dropshot-pagination), not
// marked required on the parameter itself.
const systemUsers: OperationRef = {
  id: 'silo_user_list',
  method: 'get',
  path: '/v1/system/users',
  pathParams: [],
  queryParams: [
    { name: 'limit', required: false },
    { name: 'page_token', required: false },
    { name: 'silo', required: false, selector: true },
  ],
  successStatus: 200,
  returnsList: true,
  paginated: { requiredOnFirstPage: ['silo'] },
}

describe('reference lists', () => {
  it('are not read without a selector their first page requires', () => {
    expect(referenceListArgs(systemUsers, () => undefined).complete).toBe(false)
  })

  it('are read with it when the page has it', () => {
    const { args, complete } = referenceListArgs(systemUsers, (name) =>
      name === 'silo' ? 'maze-war' : undefined,
    )
    expect(complete).toBe(true)
    expect(args.query).toMatchObject({ silo: 'maze-war' })
  })
})
