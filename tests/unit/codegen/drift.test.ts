// @vitest-environment node
// One manifest, several versions of the platform's document: a newer version (derived here
// from nexus.json at test time: the IP pool operations renamed `system_ip_pool_*`, a path
// dropped) yields warnings that name the entry, what is missing and the nearest match, and a
// console without the pages it cannot serve; `strict` turns the same drift into errors. An
// older version (derived likewise: affinity, alerts, webhooks, multicast, updates and the
// announce sets' item paths not yet there) also yields warnings only.
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { inferModel, type Model } from '../../../codegen/infer/index.ts'
import { loadDocument } from '../../../codegen/load/index.ts'
import { mergeManifest } from '../../../codegen/merge/index.ts'
import { loadManifest } from '../../../codegen/merge/manifest-load.ts'
import { normalizeDocument } from '../../../codegen/normalize/index.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'
import { NEXUS, REPO_ROOT, tempDir } from './helpers.ts'

const MANIFEST = path.join(REPO_ROOT, 'openapi/manifest')
const DROPPED = '/v1/system/networking/bgp-announce-set'

let newer: Model

/** nexus.json as a later release might publish it */
function newerNexus(): string {
  const document = JSON.parse(fs.readFileSync(NEXUS, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>
  }
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId?.startsWith('ip_pool_'))
        operation.operationId = `system_${operation.operationId}`
    }
  }
  delete document.paths[DROPPED]
  const file = path.join(tempDir('newer'), 'nexus.json')
  fs.writeFileSync(file, JSON.stringify(document))
  return file
}

/** paths an older release had not yet grown: whole features, and the announce sets' items */
const NOT_YET = [
  /^\/v1\/(anti-)?affinity-groups/,
  /^\/v1\/instances\/\{instance\}\/(anti-)?affinity-groups/,
  /^\/v1\/(alert|webhook)-/,
  /multicast-groups/,
  /^\/v1\/system\/update\//,
  /^\/v1\/system\/networking\/bgp-announce-set\/\{announce_set\}/,
]

let older: Model

/** nexus.json as an earlier release might have published it */
function olderNexus(): string {
  const document = JSON.parse(fs.readFileSync(NEXUS, 'utf8')) as { paths: Record<string, unknown> }
  for (const path of Object.keys(document.paths)) {
    if (NOT_YET.some((pattern) => pattern.test(path))) delete document.paths[path]
  }
  const file = path.join(tempDir('older'), 'nexus.json')
  fs.writeFileSync(file, JSON.stringify(document))
  return file
}

beforeAll(async () => {
  const loaded = await loadDocument(newerNexus())
  newer = inferModel(normalizeDocument(loaded.document))
  older = inferModel(normalizeDocument((await loadDocument(olderNexus())).document))
}, 60_000)

describe('our manifest on a newer platform document', () => {
  it('succeeds with warnings that point at the renamed operations', () => {
    const { warnings, registry } = mergeManifest(newer, loadManifest(MANIFEST), { strict: false })
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /: unknown operation "ip_pool_range_list" \(nearest: system_ip_pool_range_list\)$/,
      ),
    )
    expect(registry.routes.length).toBeGreaterThan(100)
  })

  it('never offers an operation the document has, nor an empty list of known names', () => {
    const { warnings } = mergeManifest(newer, loadManifest(MANIFEST), { strict: false })
    for (const warning of warnings) {
      expect(warning).not.toMatch(/\(known: \)/)
      const nearest = /nearest: ([a-z0-9_]+)/.exec(warning)?.[1]
      const missing = /unknown operation "([^"]+)"/.exec(warning)?.[1]
      if (missing !== undefined) expect(newer.operations.has(missing)).toBe(false)
      if (nearest !== undefined) expect(newer.operations.has(nearest)).toBe(true)
    }
  })

  it('leaves out the pages whose operations are gone, with a note, never another endpoint', () => {
    const { warnings, registry } = mergeManifest(newer, loadManifest(MANIFEST), { strict: false })
    const pool = registry.kinds.ipPool
    // the pool kind lost its list: no list page reads some other operation in its place
    expect(pool?.ops.list).toBeUndefined()
    expect(registry.routes.some((def) => def.id === 'ipPool.list')).toBe(false)
    expect(warnings).toContainEqual(expect.stringMatching(/no list operation; page left out/))
  })

  it('fails under strict, naming the same drift', () => {
    expect(() => mergeManifest(newer, loadManifest(MANIFEST), { strict: true })).toThrow(
      CodegenError,
    )
  })
})

describe('our manifest on an older platform document', () => {
  it('succeeds with warnings only, leaving out what the release lacks', () => {
    const { warnings, registry } = mergeManifest(older, loadManifest(MANIFEST), { strict: false })
    expect(warnings.length).toBeGreaterThan(0)
    expect(warnings).toContainEqual(expect.stringMatching(/affinity/))
    expect(registry.routes.length).toBeGreaterThan(80)
    // no page is left pointing at an operation the older document does not have
    for (const kind of Object.values(registry.kinds)) {
      for (const op of Object.values({ ...kind.ops, ...kind.extraOps })) {
        if (op !== undefined) expect(older.operations.has(op.id), op.id).toBe(true)
      }
    }
    expect(registry.routes.some((def) => def.path.includes('affinity'))).toBe(false)
  })
})
