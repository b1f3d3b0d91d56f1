// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// the form library's own dependency, which vite.config.ts swaps for ours in the build only
import fastUri from 'fast-uri'
import { equal, resolve } from '../../../../src/engine/forms/uri-resolver'

const root = path.resolve(import.meta.dirname, '../../../..')

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? files(full) : [full]
  })
}

/** every `$ref` in a schema */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refs(inner),
  )
}

describe('the form library reads URI references through the URL parser', () => {
  it('the form library calls only resolve and equal of fast-uri', () => {
    const library = files(path.join(root, 'node_modules/@rjsf'))
      .filter((file) => /[\\/]lib[\\/].*\.js$/.test(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
    const importers = library.filter((code) => /from ['"]fast-uri['"]/.test(code))
    expect(importers.length).toBeGreaterThan(0)
    const called = new Set(
      importers.flatMap((code) => {
        const name = /import\s+(\w+)\s+from ['"]fast-uri['"]/.exec(code)?.[1]
        // a named import or a namespace would slip past the default import's calls below
        expect(name, 'fast-uri is imported by its default export').toBeDefined()
        return [...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map(([, fn]) => fn)
      }),
    )
    expect([...called].sort()).toEqual(['equal', 'resolve'])
  })

  it("every reference of our forms resolves against the root as fast-uri's does", () => {
    const forms = files(path.join(root, 'src/generated/forms')).filter((file) =>
      file.endsWith('.json'),
    )
    const all = [
      ...new Set(forms.flatMap((file) => refs(JSON.parse(fs.readFileSync(file, 'utf8'))))),
    ]
    expect(all.length).toBeGreaterThan(20)
    // the base the library uses for a schema without `$id`
    for (const ref of all) expect(resolve('#', ref)).toBe(fastUri.resolve('#', ref))
  })

  it.each([
    ['#', '#/definitions/Name'],
    ['#', '#'],
    ['', '#/a'],
    ['#', 'other.json#/a'],
    ['#', '/abs/x.json'],
    ['#', '//host/x'],
    ['#', 'http://Example.com/a/../b.json#/x'],
    ['#/x', 'item.json#/y'],
    ['http://example.com/root.json', '#/definitions/a'],
    ['http://example.com/root.json#', '#foo'],
    ['http://example.com/root.json', 'item.json'],
    ['http://example.com/a/root.json', '../item.json#/x'],
    ['https://x.com/a/b', 'c?q=1'],
    ['https://x.com/a/b', ''],
    ['http://x.com/a', '//y.com/b'],
    ['http://x.com/a', 'c d'],
    ['urn:example:root', '#/definitions/a'],
    ['root.json', 'item.json'],
    ['root.json', ''],
    ['root.json', '/x/y'],
    ['root.json', 'c d'],
    ['a/root.json', 'item.json'],
    ['a/root.json', '../item.json'],
    ['/a/b', 'c'],
    ['a/b#frag', '#g'],
    ['a/b?q', '?r'],
    ['a/b', '.'],
    ['a/b/', '..'],
  ])('resolve(%j, %j) is fast-uri’s', (base, reference) => {
    expect(resolve(base, reference)).toBe(fastUri.resolve(base, reference))
  })

  // fast-uri writes these percent-encoded (or decodes an unreserved `%7e`); the library decodes
  // a reference before it reads it, so both lead to the same place
  it.each([
    ['#', '#/definitions/a b'],
    ['#', '#/definitions/%7e'],
    ['#', '#/definitions/Ünï'],
    ['#', '#/definitions/a"b'],
    ['#', '#/definitions/a{b}|c'],
    ['root.json', 'C%7e'],
    ['http://x.com/a', 'C%7e'],
  ])('resolve(%j, %j) decodes to what fast-uri’s does', (base, reference) => {
    const ours = resolve(base, reference)
    expect(ours).not.toBe(fastUri.resolve(base, reference))
    expect(decodeURIComponent(ours)).toBe(decodeURIComponent(fastUri.resolve(base, reference)))
  })

  it('where it differs from fast-uri, it still names the same place (or none)', () => {
    // the default port is left out; both call the two the same
    expect(resolve('HTTP://EXAMPLE.com:80/a', '#x')).toBe('http://example.com/a#x')
    expect(fastUri.equal('http://example.com:80/a#x', 'http://example.com/a#x')).toBe(true)
    // a relative base's `..` goes no higher than its root, as RFC 3986 (5.2.4) says
    expect(resolve('root.json', '../item.json')).toBe('item.json')
    // a relative path against an opaque base names nothing either library could find
    expect(resolve('urn:example:root', 'item.json')).toBe('item.json')
    expect(fastUri.resolve('urn:example:root', 'item.json')).toBe('urn:item.json')
  })

  it.each([
    ['http://example.com/a', 'HTTP://EXAMPLE.COM/a'],
    ['http://example.com/a', 'http://example.com:80/a'],
    ['http://example.com/%7e', 'http://example.com/~'],
    ['http://x.com/%41', 'http://x.com/A'],
    ['http://x.com/%3a', 'http://x.com/%3A'],
    ['http://x.com/a/', 'http://x.com/a'],
    ['http://x.com/a#', 'http://x.com/a'],
    ['https://x.com/s', 'https://x.com/s/'],
    ['a', 'a'],
    ['a', 'b'],
    ['item.json', './item.json'],
    ['a/b', 'a/c/../b'],
    ['https://example.com/schemas/thing', 'https://example.com/schemas/thing'],
  ])('equal(%j, %j) is fast-uri’s', (a, b) => {
    expect(equal(a, b)).toBe(fastUri.equal(a, b))
  })
})
