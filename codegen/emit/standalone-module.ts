// ajv's standalone code as an ES module the browser and Node both load: ajv writes what its
// code needs from elsewhere as `require("…")` (its run-time helpers, our formats, the shared
// definitions), which neither a browser nor an ES module has; each becomes an import.
import standaloneCode from 'ajv/dist/standalone/index.js'
import type { Ajv } from 'ajv'
import { FORMATS_PLACEHOLDER, SHARED_PLACEHOLDER } from './validator-ajv.ts'

/** where the generated modules import from, relative to their folder (`validators/<part>/`) */
const CONTRACT = '../../../contract'

/** each `require("…").name` ajv writes → the import that gives it */
const IMPORTS: Record<string, { from: string; name: string }> = {
  [`require("${FORMATS_PLACEHOLDER}").platformFormats`]: {
    from: `${CONTRACT}/formats`,
    name: 'platformFormats',
  },
  'require("ajv/dist/runtime/ucs2length").default': {
    from: `${CONTRACT}/ajv-runtime`,
    name: 'ucs2length',
  },
  'require("ajv/dist/runtime/equal").default': { from: `${CONTRACT}/ajv-runtime`, name: 'equal' },
}

const SHARED_MODULE = './shared'

/**
 * The standalone code of `exports` (export name → schema id) as a TypeScript module. Throws on
 * a `require` it has no import for, so codegen names the schema instead of writing code that
 * fails in the browser.
 */
export function standaloneModule(
  ajv: Ajv,
  exports: Record<string, string>,
  { sharedHere = false } = {},
): string {
  const code = standaloneCode(ajv, exports)
  // in the shared module itself, a definition's check is the (hoisted) function it exports
  const local = new Map(
    [...code.matchAll(/export const ([A-Za-z0-9_$]+) = ([A-Za-z0-9_$]+);/g)].map(
      ([, name, target]) => [name!, target!],
    ),
  )
  const imports = new Map<string, Set<string>>()
  const body = code.replace(/require\("([^"]+)"\)\.([A-Za-z0-9_$]+)/g, (whole, from, name) => {
    if (from === SHARED_PLACEHOLDER) {
      const here = local.get(String(name))
      if (sharedHere && here !== undefined) return here
      add(imports, SHARED_MODULE, String(name))
      return String(name)
    }
    const known = IMPORTS[whole]
    if (known === undefined) throw new Error(`ajv's code needs ${whole}, which has no import`)
    add(imports, known.from, known.name)
    return known.name
  })
  if (/\brequire\(/.test(body)) throw new Error("ajv's code needs a module it cannot import")
  const lines = [...imports].map(
    ([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}'`,
  )
  // generated: neither type-checked nor linted, as the rest of src/generated
  return ['// @ts-nocheck', ...lines, body.replace(/^"use strict";/, '')].join('\n')
}

function add(imports: Map<string, Set<string>>, from: string, name: string): void {
  const names = imports.get(from) ?? new Set<string>()
  names.add(name)
  imports.set(from, names)
}
