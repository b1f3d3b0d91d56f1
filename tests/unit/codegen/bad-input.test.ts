// @vitest-environment node
// Every bad document or manifest stops codegen with the file, the place in it and the reason;
// never with a stack trace, never by writing half an output.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadDocument } from '../../../codegen/load/index.ts'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { mergeManifestFiles } from '../../../codegen/merge/manifest-load.ts'
import { CodegenError, type Problem } from '../../../codegen/util/diagnostics.ts'
import { loadNexus, REPO_ROOT, tempDir, writeFiles } from './helpers.ts'

async function problemsOf(run: () => unknown): Promise<Problem[]> {
  try {
    await run()
  } catch (error) {
    if (error instanceof CodegenError) return error.problems
    throw error
  }
  throw new Error('expected a CodegenError')
}

const ok = { '200': { description: 'ok' } }
const json = (schema: object) => ({
  '200': { description: 'ok', content: { 'application/json': { schema } } },
})

function documentWith(extra: object): string {
  const doc = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, ...extra }
  return path.join(writeFiles({ 'doc.json': doc }), 'doc.json')
}

describe('a bad document', () => {
  it('with aliases that only point at each other', async () => {
    const spec = documentWith({
      paths: { '/a': { get: { responses: json({ $ref: '#/components/schemas/A' }) } } },
      components: {
        schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } },
      },
    })
    const [problem, ...others] = await problemsOf(() => loadDocument(spec))
    expect(others).toEqual([])
    expect(problem?.file).toMatch(/doc\.json$/)
    expect(problem?.at).toBe('/paths/~1a/get/responses/200/content/application~1json/schema')
    expect(problem?.reason).toMatch(/^circular \$ref: #\/components\/schemas\/A → .*B → .*A/)
  })

  it('with an operationId used twice', async () => {
    const spec = documentWith({
      paths: {
        '/a': { get: { operationId: 'thing_list', responses: ok } },
        '/b': { get: { operationId: 'thing_list', responses: ok } },
      },
    })
    expect(await problemsOf(() => loadDocument(spec))).toEqual([
      {
        file: expect.stringMatching(/doc\.json$/),
        at: '/paths/~1b/get/operationId',
        reason: 'operationId "thing_list" is already used by /paths/~1a/get',
      },
    ])
  })

  it('in Swagger 2.0', async () => {
    const spec = path.join(
      writeFiles({ 'old.yaml': "swagger: '2.0'\ninfo: {}\npaths: {}\n" }),
      'old.yaml',
    )
    const [problem] = await problemsOf(() => loadDocument(spec))
    expect(problem?.at).toBe('/swagger')
    expect(problem?.reason).toMatch(
      /^Swagger 2\.0 is not supported; convert the document to OpenAPI 3/,
    )
  })

  it('with path parameters that do not match the template', async () => {
    const declared = { name: 'ident', in: 'path', required: true, schema: { type: 'string' } }
    const spec = documentWith({
      paths: { '/things/{id}': { get: { parameters: [declared], responses: ok } } },
    })
    expect((await problemsOf(() => loadDocument(spec))).map((p) => [p.at, p.reason])).toEqual([
      [
        '/paths/~1things~1{id}/get',
        'path parameter "id" of /things/{id} is not declared (declared instead: ident)',
      ],
      [
        '/paths/~1things~1{id}/get/parameters/0',
        'path parameter "ident" does not appear in the path /things/{id}',
      ],
    ])
  })
})

describe('a bad manifest', () => {
  it('with a misspelled key names the nearest one', async () => {
    const content = { kinds: { instance: { colums: ['name'] } } }
    expect(await problemsOf(() => mergeManifestFiles([{ file: 'm.yaml', content }]))).toEqual([
      {
        file: 'm.yaml',
        at: 'kinds.instance.colums',
        reason: 'unknown key "colums" (did you mean "columns"?)',
      },
    ])
  })

  it('with unknown keys deeper down, in lists too', async () => {
    const content = {
      kinds: { disk: { actions: [{ name: 'x', confirm: { titel: 'X' } }] } },
      routs: [],
    }
    const problems = await problemsOf(() => mergeManifestFiles([{ file: 'm.yaml', content }]))
    expect(problems.map((p) => p.at)).toEqual(['kinds.disk.actions[0].confirm.titel', 'routs'])
  })

  it('with two routes at one path', async () => {
    const { model } = await loadNexus()
    const manifest = mergeManifestFiles([
      {
        file: 'm.yaml',
        content: {
          routes: [
            { id: 'first', path: '/things', placeholder: 'First' },
            { id: 'second', path: '/things', placeholder: 'Second' },
          ],
        },
      },
    ])
    const problems = await problemsOf(() => mergeManifest(model, manifest, { strict: true }))
    expect(problems.map((p) => p.reason)).toEqual([
      'route "second" has the same path as route "first" (/things)',
    ])
  }, 60_000)
})

describe('the command line on a bad document', () => {
  it('exits non-zero with the problem and no stack trace, writing nothing', () => {
    const spec = documentWith({
      paths: {
        '/a': { get: { operationId: 'x', responses: ok } },
        '/b': { get: { operationId: 'x', responses: ok } },
      },
    })
    const out = path.join(tempDir('cli'), 'generated')
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'codegen/cli.ts', '--spec', spec, '--no-manifest', '--out', out],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('/paths/~1b/get/operationId: operationId "x" is already used')
    expect(result.stderr).not.toMatch(/^\s+at /m)
    expect(fs.existsSync(out)).toBe(false)
  }, 30_000)
})
