// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generatedInputs } from '../../../mock/generated.ts'
import { ApiError } from '../../../mock/errors.ts'
import { lazyRequestChecks } from '../../../mock/store/request-checks.ts'

// the same inputs without the precompiled checks: queries go through ajv at run time
const { queryValidators, ...runTimeInputs } = generatedInputs
const precompiled = lazyRequestChecks(generatedInputs)
const runTime = lazyRequestChecks(runTimeInputs)

/** the 400's message, or 'ok' */
async function verdict(
  checks: typeof precompiled,
  operationId: string,
  query: Record<string, string>,
): Promise<string> {
  try {
    await checks.query(operationId, query)
    return 'ok'
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`
    throw error
  }
}

const cases: [string, Record<string, string>][] = [
  ['instance_list', { project: 'mock-project', limit: '10' }],
  ['instance_list', { project: 'mock-project', limit: '0' }],
  ['instance_list', { project: 'mock-project', limit: 'ten' }],
  ['instance_list', { project: 'Not A Name' }],
  ['instance_list', { project: '6b2d1c1e-8a53-4c8e-9a0c-2f2e4c5d6e7f' }],
  ['instance_list', { project: 'mock-project', sort_by: 'name_descending' }],
  ['instance_list', { project: 'mock-project', sort_by: 'size_descending' }],
  ['instance_list', { project: 'mock-project', unknown: 'left alone' }],
  ['project_list', { limit: '4294967296' }],
]

describe("the mock's precompiled query checks", () => {
  it('are there for the lists', () => {
    expect(queryValidators?.instance_list).toBeTypeOf('function')
    expect(queryValidators?.project_list).toBeTypeOf('function')
  })

  it.each(cases)('judge %s %o as ajv does at run time', async (operationId, query) => {
    const expected = await verdict(runTime, operationId, query)
    expect(await verdict(precompiled, operationId, query)).toBe(expected)
  })

  it('accept a good list query and refuse a bad one with the platform words', async () => {
    expect(await verdict(precompiled, 'instance_list', { project: 'p', limit: '5' })).toBe('ok')
    expect(await verdict(precompiled, 'instance_list', { project: 'p', limit: 'ten' })).toMatch(
      /^400 unable to parse query string: /,
    )
  })

  it('leave the values as sent (coercion works on a copy)', async () => {
    const query = { project: 'mock-project', limit: '5' }
    await precompiled.query('instance_list', query)
    expect(query.limit).toBe('5')
  })
})
