// @vitest-environment node
// The generic engine and the contract hold no platform facts (issue 22): the platform's
// operation ids, API paths and addresses reach them through the registry (the manifest's
// `shell:` section, src/contract/shell.ts), so a console of another document never calls an
// operation it does not have. Every string literal under src/engine and src/contract is read
// with the TypeScript parser (comments may name the platform's words as examples).
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { registry } from '../../../src/generated/registry'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const GENERIC = ['src/engine', 'src/contract']
const MANIFEST = path.join(ROOT, 'openapi/manifest')

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** every string literal and template text in a file, with its line */
export function literalsOf(file: string, text: string): { value: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: { value: string; line: number }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      found.push({ value: node.text, line })
    }
    node.forEachChild(visit)
  }
  visit(source)
  return found
}

/** the document's operation ids and paths, as the generated registry holds them */
function platformWords(): { ids: Set<string>; paths: Set<string> } {
  const refs = [
    ...Object.values(registry.kinds).flatMap((kind) => [
      ...Object.values(kind.ops),
      ...Object.values(kind.extraOps),
    ]),
    ...Object.values(registry.shellOperations),
  ].flatMap((op) => (op ? [op] : []))
  const ids = new Set([
    ...Object.keys(registry.roles?.operations ?? {}),
    ...refs.map((op) => op.id),
  ])
  return { ids, paths: new Set(refs.map((op) => op.path)) }
}

/** the hosts of every address the manifest and the registry write (the vendor's docs) */
function platformHosts(): Set<string> {
  const texts = [
    JSON.stringify(registry),
    ...fs
      .readdirSync(MANIFEST)
      .flatMap((name) =>
        name.endsWith('.yaml') ? [fs.readFileSync(path.join(MANIFEST, name), 'utf8')] : [],
      ),
  ]
  const hosts = texts.flatMap((text) =>
    [...text.matchAll(/https?:\/\/([\w.-]+)/g)].flatMap((m) => (m[1] ? [m[1]] : [])),
  )
  return new Set(hosts)
}

/** `file:line: text` of every literal naming a platform fact */
export function platformFacts(
  files: { file: string; text: string }[],
  words = platformWords(),
  hosts = platformHosts(),
): string[] {
  return files.flatMap(({ file, text }) =>
    literalsOf(file, text)
      .filter(
        ({ value }) =>
          words.ids.has(value) ||
          words.paths.has(value) ||
          [...hosts].some((host) => value.includes(host)),
      )
      .map(({ value, line }) => `${file}:${line}: ${value}`),
  )
}

describe('platform facts in the generic engine and contract', () => {
  it('are known to the test: the document’s ids, paths and the vendor’s docs host', () => {
    const { ids, paths } = platformWords()
    expect(ids).toContain('current_user_view')
    expect(ids).toContain('timeseries_query')
    expect(paths).toContain('/v1/me')
    expect(platformHosts()).toContain('docs.oxide.computer')
  })

  it('are found in a literal, never in a comment', () => {
    const text = [
      '// calls `policy_view` at https://docs.oxide.computer',
      "const id = 'policy_view'",
      'const url = `https://docs.oxide.computer/guides`',
      "const path = '/v1/me'",
      "const word = 'policy'",
    ].join('\n')
    expect(platformFacts([{ file: 'probe.ts', text }])).toEqual([
      'probe.ts:2: policy_view',
      'probe.ts:3: https://docs.oxide.computer/guides',
      'probe.ts:4: /v1/me',
    ])
  })

  it('are none: every operation and address comes from the registry', () => {
    const files = GENERIC.flatMap(sourceFiles).map((file) => ({
      file,
      text: fs.readFileSync(path.join(ROOT, file), 'utf8'),
    }))
    expect(files.length).toBeGreaterThan(50)
    expect(platformFacts(files)).toEqual([])
  })
})
