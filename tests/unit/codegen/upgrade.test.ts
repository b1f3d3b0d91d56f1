// @vitest-environment node
// Following the platform's document as it moves: a newer release derived from nexus.json (see
// fixtures/newer-nexus.ts) is reported, migrated and regenerated with our manifest. Every
// rename and the one changed meaning are named; after --migrate, codegen keeps every page at its
// route with no unknown operation; without it, the page the moved id would rebind is named, and
// --strict fails on it.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCli } from '../../../codegen/cli.ts'
import { compareDocuments } from '../../../codegen/diff/document-changes.ts'
import { manifestFiles, readManifestFile } from '../../../codegen/diff/manifest-text.ts'
import { migrateManifest } from '../../../codegen/diff/migrate.ts'
import { operationSites, siteOf } from '../../../codegen/diff/operations.ts'
import { reboundPages } from '../../../codegen/diff/rebound-pages.ts'
import { formatUpgrade } from '../../../codegen/diff/upgrade-report.ts'
import { runPipeline } from '../../../codegen/pipeline.ts'
import type { Registry } from '../../../src/contract'
import { FAMILY_RENAMED, newerNexus, SILO_TAKES_OVER } from './fixtures/newer-nexus.ts'
import { NEXUS, REPO_ROOT, tempDir, writeFiles } from './helpers.ts'

const nexus = JSON.parse(fs.readFileSync(NEXUS, 'utf8')) as Record<string, unknown>
const newer = newerNexus(nexus)
const newerSpec = path.join(writeFiles({ 'openapi.json': newer }), 'openapi.json')
const changes = compareDocuments(nexus, newer)

/** the manifest, copied where a test may rewrite it */
function manifestCopy(): string {
  const dir = tempDir('manifest')
  fs.cpSync(path.join(REPO_ROOT, 'openapi/manifest'), dir, { recursive: true })
  return dir
}

const pages = (registry: Registry) =>
  registry.routes
    .filter((route) => route.page.type !== 'redirect')
    .map((route) => `${route.id} ${route.path}`)
    .sort()

describe('the upgrade report on a newer platform release', () => {
  it('names every operation renamed where it stands', () => {
    // what the derivation renamed, read from nexus.json itself
    const expected = [...operationSites(nexus).values()]
      .flatMap((site) =>
        FAMILY_RENAMED(site.id, site.path)
          ? [`${site.id} → system_${site.id}`]
          : SILO_TAKES_OVER[site.id] !== undefined
            ? [`${site.id} → ${SILO_TAKES_OVER[site.id]}`]
            : [],
      )
      .sort()
    expect(expected.length).toBeGreaterThan(10)
    const renamed = changes.operations.renamed.map((rename) => `${rename.from} → ${rename.to}`)
    expect(renamed.sort()).toEqual(expected)
    expect(changes.operations.removed).toEqual([])
    expect(changes.operations.added).toEqual([
      'maintenance_window_create',
      'maintenance_window_list',
      'maintenance_window_view',
    ])
  })

  it('names the ids that changed meaning, with both scopes and the id now at the old path', () => {
    expect(
      changes.operations.changedMeaning.map((meaning) => ({
        id: meaning.id,
        from: `${siteOf(meaning.before)} ${meaning.before.scope}`,
        to: `${siteOf(meaning.after)} ${meaning.after.scope}`,
        successor: meaning.successor,
      })),
    ).toEqual([
      {
        id: 'ip_pool_list',
        from: 'GET /v1/system/ip-pools system',
        to: 'GET /v1/ip-pools silo',
        successor: 'system_ip_pool_list',
      },
      {
        id: 'ip_pool_view',
        from: 'GET /v1/system/ip-pools/{pool} system',
        to: 'GET /v1/ip-pools/{pool} silo',
        successor: 'system_ip_pool_view',
      },
    ])
  })

  it('names the kind, the schema and the fields renamed', () => {
    expect(changes.families).toContainEqual({
      from: 'ip_pool',
      to: 'system_ip_pool',
      operations: [
        'ip_pool_create',
        'ip_pool_delete',
        'ip_pool_list',
        'ip_pool_update',
        'ip_pool_view',
      ],
    })
    expect(changes.schemas).toEqual([{ from: 'IpPoolRange', to: 'SystemIpPoolRange' }])
    expect(changes.fields.map((field) => `${field.schema}.${field.from} → ${field.to}`)).toEqual([
      'IpPool.ip_version → ip_family',
      'IpPoolCreate.ip_version → ip_family',
    ])
  })

  it('prints each with the manifest entries and overrides it touches, the changed meaning loudly', async () => {
    const manifest = path.join(REPO_ROOT, 'openapi/manifest')
    const files = manifestFiles(manifest).map(readManifestFile)
    const before = await runPipeline({ spec: NEXUS, manifest, strict: false, out: tempDir('out') })
    const report = formatUpgrade(
      changes,
      files,
      before.registry,
      path.join(REPO_ROOT, 'src/overrides'),
    )
    expect(report).toMatch(/^!!! CHANGED MEANING/)
    expect(report).toContain(
      '!!! ip_pool_list: GET /v1/system/ip-pools (system) → GET /v1/ip-pools (silo)',
    )
    expect(report).toMatch(
      /system\.yaml: kinds\.ipPool \(its operations are inferred from its key\)/,
    )
    expect(report).toContain(
      'ip_pool_range_add → system_ip_pool_range_add (POST /v1/system/ip-pools/{pool}/ranges/add)',
    )
    expect(report).toMatch(/touches manifest .*system\.yaml: kinds\.ipPoolRange\.ops\.create/)
    expect(report).toMatch(/touches override src\/overrides\/ip-pool-utilization\//)
    expect(report).toMatch(
      /IpPool\.ip_version → ip_family\n\s+touches manifest .*kinds\.ipPool\.columns\.2\.field/,
    )
  }, 60_000)
})

describe('--migrate, then codegen', async () => {
  const manifest = manifestCopy()
  const before = await runPipeline({ spec: NEXUS, manifest, strict: false, out: tempDir('out') })
  const unmigrated = await runPipeline({
    spec: newerSpec,
    manifest,
    strict: false,
    out: tempDir('out'),
  })
  const migration = migrateManifest(
    changes,
    manifestFiles(manifest).map(readManifestFile),
    before.registry,
  )
  for (const [file, text] of migration.texts) fs.writeFileSync(file, text)
  const after = await runPipeline({ spec: newerSpec, manifest, strict: false, out: tempDir('out') })

  it('leaves no unknown operation behind for a renamed one', () => {
    const renamed = changes.operations.renamed.map((rename) => rename.from)
    const unknown = (warnings: string[]) =>
      warnings.filter((warning) =>
        renamed.some((id) => warning.includes(`unknown operation "${id}"`)),
      )
    expect(unknown(unmigrated.warnings).length).toBeGreaterThan(10)
    expect(unknown(after.warnings)).toEqual([])
  })

  it('keeps every page at its route', () => {
    expect(pages(unmigrated.registry)).not.toEqual(pages(before.registry))
    expect(pages(after.registry)).toEqual(pages(before.registry))
  })

  it('binds no page to another operation; unmigrated, it names the page the moved id rebinds', () => {
    expect(reboundPages(before.registry, after.registry)).toEqual([])
    expect(reboundPages(before.registry, unmigrated.registry)).toContainEqual(
      expect.stringMatching(
        /^page "IP Pools" \(\/system\/networking\/ip-pools\) now calls GET \/v1\/ip-pools \(ip_pool_list, an id that now names another operation\)/,
      ),
    )
  })

  it('prints what it rewrote and names what needs a person, with the file and entry', () => {
    expect(migration.changed).toContainEqual(
      expect.stringMatching(
        /system\.yaml: kinds\.ipPool\.ops: \{ list: system_ip_pool_list, create: system_ip_pool_create,/,
      ),
    )
    expect(migration.changed).toContainEqual(
      expect.stringMatching(
        /system\.yaml: kinds\.ipPool\.forms\.create\.order\.2: ip_version → ip_family$/,
      ),
    )
    const review =
      'review .*system\\.yaml: kinds\\.ipPool \\(its operations are inferred from its key\\)$'
    expect(migration.needsPerson).toEqual([
      expect.stringMatching(new RegExp(`^CHANGED MEANING ip_pool_list: .*; ${review}`)),
      expect.stringMatching(new RegExp(`^CHANGED MEANING ip_pool_view: .*; ${review}`)),
    ])
  })
}, 180_000)

describe('codegen --strict', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fails when a page would call another operation than when last generated', async () => {
    // a manifest whose system IP pools page infers its operations from the kind's key
    const manifest = path.join(
      writeFiles({
        'ip-pools.yaml': [
          'kinds:',
          '  ipPool:',
          '    routes: { list: /system/ip-pools }',
          '    nav: { layout: system, label: IP Pools }',
        ].join('\n'),
      }),
      'ip-pools.yaml',
    )
    const out = tempDir('out')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    await runCli(['--spec', NEXUS, '--manifest', manifest, '--out', out])
    expect(
      await runCli(['--spec', newerSpec, '--manifest', manifest, '--out', out, '--strict']),
    ).toBe(1)
    expect(errors.mock.calls.flat().join('\n')).toContain(
      '--strict: pages would call another operation',
    )
  }, 120_000)
})
