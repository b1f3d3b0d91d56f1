// @vitest-environment node
// Documents as they are published: a root found in a folder, `$ref`s to other files resolved
// from the file that writes them, path items and operations written as `$ref`s.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDocument } from '../../../codegen/load/index.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'
import { FIXTURES, writeFiles } from './helpers.ts'

const MULTI = path.join(FIXTURES, 'multi-file')

async function problemsOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof CodegenError) return error.problems
    throw error
  }
  throw new Error('expected a CodegenError')
}

const minimal = (paths: object) => ({ openapi: '3.0.3', info: { title: 't', version: '1' }, paths })
const ok = { '200': { description: 'ok' } }

describe('loading a document spread over files', () => {
  it('finds the root in a subfolder and resolves $refs from the referring file', async () => {
    const { document, files } = await loadDocument(MULTI)
    expect(files).toEqual([path.relative(process.cwd(), path.join(MULTI, 'api/shop.yaml'))])
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      '/v2/customers',
      '/v2/orders',
      '/v2/orders/{order_id}',
    ])
    // every reference now points inside the one document
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"[^#]/)
    expect(Object.keys(document.components?.schemas ?? {}).sort()).toEqual(['customer', 'order'])
    const order = document.components?.schemas?.order
    expect(order?.properties?.customer).toEqual({ $ref: '#/components/schemas/customer' })
  })

  it('copies in path items and operations written as $refs', async () => {
    const { document } = await loadDocument(MULTI)
    const paths = document.paths ?? {}
    expect(paths['/v2/orders']?.post?.operationId).toBe('orders_create')
    expect(paths['/v2/orders/{order_id}']?.get?.operationId).toBe('orders_get')
    expect(paths['/v2/customers']?.get?.operationId).toBe('customers_list')
  })

  it('does not depend on the working directory', async () => {
    const cwd = process.cwd()
    try {
      process.chdir(path.join(MULTI, 'api/paths'))
      const { document } = await loadDocument(path.join(MULTI, 'api/shop.yaml'))
      expect(document.components?.parameters?.OrderId).toMatchObject({ name: 'order_id' })
    } finally {
      process.chdir(cwd)
    }
  })

  it('names the referring file and the pointer of a $ref to a missing file', async () => {
    const dir = writeFiles({
      'root.yaml': JSON.stringify(minimal({ '/a': { $ref: 'paths/a.yaml' } })),
    })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems).toHaveLength(1)
    expect(problems[0]?.file).toMatch(/root\.yaml$/)
    expect(problems[0]?.at).toBe('/paths/~1a')
    expect(problems[0]?.reason).toMatch(/paths\/a\.yaml/)
  })

  it('names the file a broken $ref is written in, when that is not the root', async () => {
    const dir = writeFiles({
      'root.json': minimal({ '/a': { $ref: 'a.json' } }),
      'a.json': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: 'nope.json' } } },
            },
          },
        },
      },
    })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems[0]?.file).toMatch(/a\.json$/)
    expect(problems[0]?.at).toBe('/get/responses/200/content/application~1json/schema')
  })

  it('refuses a folder with two root documents, naming both', async () => {
    const dir = writeFiles({ 'a.json': minimal({}), 'b.json': minimal({}) })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems[0]?.reason).toMatch(/several root documents.*a\.json.*b\.json/)
  })

  it('refuses a folder without a root document', async () => {
    const dir = writeFiles({ 'schema.yaml': 'type: object\n' })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems[0]?.reason).toMatch(/no root document found/)
  })

  it('reads a root written in JSON with YAML fragments beside it', async () => {
    const dir = writeFiles({
      'api.json': minimal({ '/a': { get: { operationId: 'a_list', responses: ok } } }),
      'more.yaml':
        'paths:\n  /b:\n    get:\n      operationId: b_list\n      responses:\n        "200": { description: ok }\n',
    })
    const { document } = await loadDocument(dir)
    expect(Object.keys(document.paths ?? {})).toEqual(['/a', '/b'])
  })
})
