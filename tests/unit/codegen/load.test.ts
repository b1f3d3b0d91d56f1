// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mergeFragments } from '../../../codegen/load/fragments.ts'
import { loadDocument } from '../../../codegen/load/index.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'
import { NEXUS, writeFiles } from './helpers.ts'

const root = `openapi: 3.0.3
info: { title: t, version: 1.0.0 }
paths: {}
`
const projects = `paths:
  /v1/projects:
    get:
      operationId: project_list
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Project' }
components:
  schemas:
    Project: { type: object, properties: { name: { type: string } } }
`

async function problemsOf(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof CodegenError) return error.problems
    throw error
  }
  throw new Error('expected a CodegenError')
}

describe('load', () => {
  it('loads nexus.json and keeps its $refs', async () => {
    const { document, files } = await loadDocument(NEXUS)
    expect(document.info.version).toBe('20251208.0.0')
    expect(files).toHaveLength(1)
    expect(JSON.stringify(document.paths?.['/v1/instances'])).toContain('#/components/schemas/')
  })

  it('merges fragments of a folder into the root', async () => {
    const dir = writeFiles({ 'openapi.yaml': root, 'projects.yaml': projects })
    const { document, origins } = await loadDocument(dir)
    expect(Object.keys(document.paths ?? {})).toEqual(['/v1/projects'])
    expect(document.components?.schemas?.Project).toBeDefined()
    expect(origins.fileOf('/paths/~1v1~1projects/get')).toMatch(/projects\.yaml$/)
  })

  it('names both files when a path or component is defined twice', () => {
    const merged = mergeFragments({ file: 'root.yaml', content: { paths: {} } }, [
      { file: 'a.yaml', content: { components: { schemas: { X: {} } }, paths: { '/x': {} } } },
      { file: 'b.yaml', content: { components: { schemas: { X: {} } }, paths: { '/x': {} } } },
    ])
    expect(merged.problems).toEqual([
      { file: 'b.yaml', at: '/paths/~1x', reason: 'path /x is already defined in a.yaml' },
      {
        file: 'b.yaml',
        at: '/components/schemas/X',
        reason: 'component schemas.X is already defined in a.yaml',
      },
    ])
  })

  it('reports an invalid document with the file and JSON pointer', async () => {
    const broken = projects.replace('          description: ok\n', '')
    const dir = writeFiles({ 'openapi.yaml': root, 'projects.yaml': broken })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems[0]?.file).toMatch(/projects\.yaml$/)
    expect(problems[0]?.at).toBe('/paths/~1v1~1projects/get/responses/200')
    expect(problems[0]?.reason).toContain('description')
  })

  it('reports a dangling $ref where it is written', async () => {
    const dangling = projects.replace("schemas/Project' }", "schemas/Missing' }")
    const dir = writeFiles({ 'openapi.yaml': root, 'projects.yaml': dangling })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems[0]?.file).toMatch(/projects\.yaml$/)
    expect(problems[0]?.reason).toContain('#/components/schemas/Missing')
  })

  it('reports YAML syntax errors with a line', async () => {
    const dir = writeFiles({ 'openapi.yaml': root, 'bad.yaml': 'paths:\n  /x: [\n' })
    const problems = await problemsOf(loadDocument(dir))
    expect(problems[0]?.file).toMatch(/bad\.yaml$/)
    expect(problems[0]?.at).toMatch(/^line \d+$/)
  })

  it('accepts OpenAPI 3.1', async () => {
    const dir = writeFiles({
      'doc.json': {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/x': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { type: ['string', 'null'] } } },
                },
              },
            },
          },
        },
      },
    })
    const { document } = await loadDocument(`${dir}/doc.json`)
    expect(document.openapi).toBe('3.1.0')
  })
})
