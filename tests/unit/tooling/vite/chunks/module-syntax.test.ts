import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleSyntax } from '../../../../../tooling/vite/chunks/module-syntax.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-syntax-'))
let count = 0
/** a module with this source, in a file of its own (the reader keeps what it read) */
function module(source: string, extension = '.ts'): string {
  const file = path.join(dir, `m${count++}${extension}`)
  fs.writeFileSync(file, source)
  return file
}

describe("the chunk planner's reading of a module", () => {
  it('reads the value names of an import, as the language does, and leaves type-only ones out', () => {
    const file = module(`
      // import { commented } from './not-read'
      import {
        a,
        type B,
        c as d, // a comment with { braces }
      } from './x'
      import type { E } from './y'
      import * as whole from './z'
      const text = "import { inString } from './nowhere'"
    `)
    expect(moduleSyntax(file).imports).toEqual([
      {
        specifier: './x',
        names: [
          ['a', 'a'],
          ['c', 'd'],
        ],
        whole: false,
      },
      { specifier: './y', names: [], whole: false },
      { specifier: './z', names: [], whole: true },
    ])
  })

  it('tells an index that only re-exports from a module with effects of its own', () => {
    const index = module(`export { a, type B, c as d } from './x'\nexport * from './y'\n`)
    expect(moduleSyntax(index)).toMatchObject({
      onlyReExports: true,
      reExports: [
        {
          specifier: './x',
          names: [
            ['a', 'a'],
            ['c', 'd'],
          ],
        },
      ],
    })
    const withEffect = module(`export { a } from './x'\nconsole.log('loaded')\n`)
    expect(moduleSyntax(withEffect).onlyReExports).toBe(false)
  })

  it('reads the names a module declares as it exports them, and the modules it passes on whole', () => {
    const file = module(`
      export function f() {}
      export const x = 1, y = 2
      export class C {}
      export type T = string
      export interface I { a: string }
      export * from './rules'
      export type * from './types'
    `)
    expect(moduleSyntax(file)).toMatchObject({
      declaredExports: ['f', 'x', 'y', 'C'],
      starExports: ['./rules'],
      onlyReExports: false,
    })
    expect(moduleSyntax(module(`export * from './a'\nexport * from './b'\n`))).toMatchObject({
      starExports: ['./a', './b'],
      onlyReExports: true,
    })
  })

  it("reads a package index's local exports and a TSX module", () => {
    const index = module(
      `import { Button as $b } from "../private/Button.mjs"\nexport { $b as Button }\n`,
      '.mjs',
    )
    expect(moduleSyntax(index)).toMatchObject({
      imports: [{ specifier: '../private/Button.mjs', names: [['Button', '$b']] }],
      localExports: [['$b', 'Button']],
      onlyReExports: false,
    })
    const view = module(
      `import { Link } from 'react-router'\nexport const V = () => <Link to="/" />\n`,
      '.tsx',
    )
    expect(moduleSyntax(view).imports).toEqual([
      { specifier: 'react-router', names: [['Link', 'Link']], whole: false },
    ])
  })

  it('reads nothing by name from a style sheet', () => {
    expect(moduleSyntax(module('.a { color: red }', '.css'))).toMatchObject({
      imports: [],
      onlyReExports: false,
    })
  })
})
