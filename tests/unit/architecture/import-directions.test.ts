/**
 * The seams between the parts (docs/architecture.md): no import cycles anywhere, generated code
 * imports only the contract, and the lint rules refuse the forbidden directions.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { cycles, importGraph } from './import-graph'

const root = path.resolve(import.meta.dirname, '../../..')
const graph = importGraph(root, ['src', 'codegen', 'mock', 'scripts'])

describe('the module graph', () => {
  it('has no import cycles', () => {
    expect(graph.size).toBeGreaterThan(200)
    expect(cycles(graph)).toEqual([])
  })

  it('finds a cycle when there is one', () => {
    const loop = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(cycles(loop)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })

  it('lets generated code (a console, our types) import only the contract and its own folder', () => {
    const folderOf = (file: string) => file.split('/').slice(0, 2).join('/')
    const outside = [...graph]
      .filter(([file]) => /^src\/generated\//.test(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => ![folderOf(file), 'src/contract'].includes(folderOf(target)))
          .map((target) => `${file} → ${target}`),
      )
    expect(outside).toEqual([])
  })
})

describe('the import rules', () => {
  const eslint = new ESLint({ cwd: root })
  // loading the config and its plugins is the slow part, once, on a busy machine
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'src/app.tsx')), 60_000)
  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length
  }

  /** the name an import brings, used so the code is not refused for an unused import */
  const imported = (code: string) => /\{ (\w+) \}/.exec(code)?.[1] ?? ''

  it.each([
    ['src/engine/pages/deliberate.ts', "import { overrides } from '../../overrides'"],
    ['src/engine/pages/deliberate.ts', "import { registry } from '../../generated/registry'"],
    ['src/engine/deliberate.ts', "import { startMock } from '../../mock/browser'"],
    ['src/overrides/x/deliberate.ts', "import { callOperation } from '../../engine/data/client'"],
    ['src/overrides/x/deliberate.ts', "import { registry } from '../../generated/registry'"],
    // another document's types may stand there: overrides type against src/generated/platform
    ['src/overrides/x/deliberate.ts', "import type { Keys } from '../../generated/keys'"],
    ['src/overrides/x/deliberate.ts', "import { models } from '../../generated/platform/models'"],
    // the kinds' identities bind overrides to a registry: the app's job, not an override's
    [
      'src/overrides/x/deliberate.ts',
      "import { kindIdentities } from '../../generated/platform/kinds'",
    ],
    [
      'src/engine/pages/deliberate.ts',
      "import type { Disk } from '../../generated/platform/models'",
    ],
    ['codegen/emit/deliberate.ts', "import { kindByName } from '../../src/engine/index.ts'"],
    ['mock/behaviours/deliberate.ts', "import { overrides } from '../../src/overrides/index.ts'"],
    ['mock/deliberate.ts', "import { callOperation } from '../src/engine/data/client.ts'"],
    // the build resolves only react-router's root to its production build (vite.config.ts)
    ['src/engine/shell/deliberate.ts', "import { RouterProvider } from 'react-router/dom'"],
    ['src/overrides/x/deliberate.ts', "import { RouterProvider } from 'react-router/dom'"],
    ['src/deliberate.ts', "import { RouterProvider } from 'react-router/dom'"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport const used = [${imported(code)}]\n`)).toBe(1)
  })

  it.each([
    ['src/engine/pages/deliberate.ts', "import { isIp } from '../../contract'"],
    ['src/overrides/x/deliberate.ts', "import { callOperation } from '../../engine'"],
    [
      'src/overrides/x/deliberate.ts',
      "import type { Disk } from '../../generated/platform/models'",
    ],
    ['src/overrides/x/deliberate.ts', "import { limits } from '../../generated/platform/rules'"],
    ['codegen/emit/deliberate.ts', "import { isIp } from '../../src/contract/index.ts'"],
    ['mock/deliberate.ts', "import { registry } from '../src/generated/registry.ts'"],
    ['src/engine/shell/deliberate.ts', "import { Link } from 'react-router'"],
  ])('allows %s: %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport const used = [${imported(code)}]\n`)).toBe(0)
  })
})
