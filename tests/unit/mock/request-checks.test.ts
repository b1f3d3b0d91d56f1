// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generatedInputs } from '../../../mock/generated.ts'
import { ApiError } from '../../../mock/errors.ts'
import { requestChecks } from '../../../mock/store/validation.ts'

// the platform's request checks, interpreted from the generated schemas at run time
const checks = requestChecks(generatedInputs)

/** the 400's message, or 'ok' with the body as the handler would see it */
async function answer(check: () => Promise<void>): Promise<string> {
  try {
    await check()
    return 'ok'
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.message}`
    throw error
  }
}

const body = (operationId: string, value: unknown) =>
  answer(() => checks.body(operationId, structuredClone(value)))
const query = (operationId: string, value: Record<string, string>) =>
  answer(() => checks.query(operationId, value))

const parseBody = (reason: string) => `400 unable to parse JSON body: ${reason}`
const parseQuery = (reason: string) => `400 unable to parse query string: ${reason}`

describe("the mock's body checks", () => {
  it.each<[string, unknown, string]>([
    ['project_create', { name: 'web', description: 'ok' }, 'ok'],
    ['project_create', { name: 'web', description: 'extra', color: 'red' }, 'ok'],
    ['project_create', { description: 'no name' }, parseBody('missing field `name`')],
    [
      'project_create',
      { name: 'Web', description: 'capital' },
      parseBody(
        'name: must match pattern "^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$"',
      ),
    ],
    [
      'project_update',
      { name: 'web', id: 'd1b3c3a4-0000-4000-8000-000000000000' },
      parseBody('unknown field `id`, expected one of `description`, `name`'),
    ],
    [
      'disk_create',
      { name: 'd', description: '', size: 1073741824, disk_source: { type: 'x' } },
      parseBody('disk_source: value of tag "type" must be in oneOf'),
    ],
    [
      'disk_create',
      { name: 'd', description: '', size: -1, disk_source: { type: 'blank', block_size: 512 } },
      parseBody('size: must be >= 0'),
    ],
    [
      'disk_create',
      { name: 'd', description: '', size: 5, disk_source: { type: 'blank' } },
      parseBody('disk_source: missing field `block_size`'),
    ],
    [
      'vpc_firewall_rules_update',
      { rules: [{ name: 'r', action: 'allow' }] },
      parseBody('rules.0: missing field `description`'),
    ],
    [
      'instance_create',
      { name: 'i', description: '', ncpus: 'two', memory: 1 },
      parseBody('missing field `hostname`'),
    ],
    [
      'instance_create',
      { name: 'i', description: '', ncpus: 70000, memory: 1024 ** 3, hostname: 'h' },
      parseBody('ncpus: must be <= 64'),
    ],
    [
      'floating_ip_create',
      { name: 'f', description: '', ip: 'nope' },
      parseBody('ip: must match format "ip"'),
    ],
  ])('judge %s %o', async (operationId, value, expected) => {
    expect(await body(operationId, value)).toBe(expected)
  })
})

/** a firewall rule the checks pass, with the lists given (spec §5: each unique) */
const rule = (filters: Record<string, unknown>, targets: unknown[] = []) => ({
  rules: [
    {
      name: 'r',
      description: '',
      action: 'allow',
      direction: 'inbound',
      priority: 10,
      status: 'enabled',
      targets,
      filters,
    },
  ],
})
const vpc = { type: 'vpc', value: 'mock-vpc' }

describe("the mock refuses a list holding an item twice, as the console's forms do", () => {
  it.each<[string, unknown, string]>([
    ['distinct ports', rule({ ports: ['22', '80'] }, [vpc]), 'ok'],
    [
      'a port twice',
      rule({ ports: ['80', '80'] }),
      parseBody('rules.0.filters.ports: items must be unique'),
    ],
    [
      'a target twice',
      rule({}, [vpc, { ...vpc }]),
      parseBody('rules.0.targets: items must be unique'),
    ],
  ])('%s', async (_, value, expected) => {
    expect(await body('vpc_firewall_rules_update', value)).toBe(expected)
  })
})

describe("the mock's query checks", () => {
  it.each<[string, Record<string, string>, string]>([
    ['instance_list', { project: 'mock-project', limit: '10' }, 'ok'],
    // the platform's limit is a non-zero count
    ['instance_list', { project: 'mock-project', limit: '0' }, parseQuery('limit: must be >= 1')],
    [
      'instance_list',
      { project: 'mock-project', limit: 'ten' },
      parseQuery('limit: must be integer'),
    ],
    ['instance_list', { project: 'Not A Name' }, parseQuery('project: must match format "uuid"')],
    ['instance_list', { project: '6b2d1c1e-8a53-4c8e-9a0c-2f2e4c5d6e7f' }, 'ok'],
    ['instance_list', { project: 'mock-project', sort_by: 'name_descending' }, 'ok'],
    [
      'instance_list',
      { project: 'mock-project', sort_by: 'size_descending' },
      parseQuery('sort_by: must be equal to one of the allowed values'),
    ],
    ['instance_list', { project: 'mock-project', unknown: 'left alone' }, 'ok'],
    ['project_list', { limit: '4294967296' }, parseQuery('limit: must match format "uint32"')],
  ])('judge %s %o', async (operationId, value, expected) => {
    expect(await query(operationId, value)).toBe(expected)
  })

  it('leave the values as sent (they are read on a copy)', async () => {
    const sent = { project: 'mock-project', limit: '5' }
    await checks.query('instance_list', sent)
    expect(sent.limit).toBe('5')
  })
})
