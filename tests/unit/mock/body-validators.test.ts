// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generatedInputs } from '../../../mock/generated.ts'
import { ApiError } from '../../../mock/errors.ts'
import { lazyRequestChecks } from '../../../mock/store/request-checks.ts'

// the same inputs without the precompiled checks: bodies go through ajv at run time
const { bodyValidators, ...runTimeInputs } = generatedInputs
const precompiled = lazyRequestChecks(generatedInputs)
const runTime = lazyRequestChecks(runTimeInputs)

/** the 400's message and the body as the handler would see it, or the thrown error */
async function verdict(checks: typeof precompiled, operationId: string, body: unknown) {
  const copy = structuredClone(body)
  try {
    await checks.body(operationId, copy)
    return { ok: copy }
  } catch (error) {
    if (error instanceof ApiError) return { refused: `${error.status} ${error.message}` }
    throw error
  }
}

const cases: [string, unknown][] = [
  ['project_create', { name: 'web', description: 'ok' }],
  ['project_create', { name: 'Web', description: 'capital' }],
  ['project_create', { description: 'no name' }],
  ['project_create', { name: 'web', description: 'extra', color: 'red' }],
  ['project_update', { name: 'web', id: 'd1b3c3a4-0000-4000-8000-000000000000' }],
  ['disk_create', { name: 'd', description: '', size: 1073741824, disk_source: { type: 'x' } }],
  [
    'disk_create',
    { name: 'd', description: '', size: -1, disk_source: { type: 'blank', block_size: 512 } },
  ],
  ['vpc_firewall_rules_update', { rules: [{ name: 'r', action: 'allow' }] }],
  ['instance_create', { name: 'i', description: '', ncpus: 'two', memory: 1 }],
]

describe("the mock's precompiled body checks", () => {
  it('are there for the writes', async () => {
    const checks = typeof bodyValidators === 'function' ? await bodyValidators() : bodyValidators
    expect(checks?.project_create).toBeTypeOf('function')
    expect(checks?.instance_create).toBeTypeOf('function')
  })

  it.each(cases)('judge %s %o as ajv does at run time', async (operationId, body) => {
    const expected = await verdict(runTime, operationId, body)
    expect(await verdict(precompiled, operationId, body)).toEqual(expected)
  })

  it('refuse a bad body with the platform words', async () => {
    expect(await verdict(precompiled, 'project_create', { description: 'x' })).toEqual({
      refused: '400 unable to parse JSON body: missing field `name`',
    })
  })
})
