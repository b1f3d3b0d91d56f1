// @vitest-environment node
// Small rooms (issue 22): no hand-written source file is over 400 lines, so each holds one
// concept a person can read through, and vite.config.ts only assembles the build (its pieces
// are in tooling/vite) in at most 150. Codegen's output and test fixtures (documents as data)
// are not written by hand and are left out.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const LIMIT = 400
const VITE_CONFIG_LIMIT = 150
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/
/** not hand-written: codegen's output, and documents kept as data for tests */
const NOT_HAND_WRITTEN = [/^src\/generated\//, /\/fixtures\//]

function handWrittenFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file))
    .filter((file) => !NOT_HAND_WRITTEN.some((pattern) => pattern.test(file)))
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
}

function lineCount(file: string): number {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length
}

describe('hand-written files', () => {
  it('are found (the listing works)', () => {
    expect(handWrittenFiles()).toContain('codegen/merge/kind.ts')
  })

  it(`are at most ${LIMIT} lines each`, () => {
    const over = handWrittenFiles()
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(over).toEqual([])
  })

  it(`leave vite.config.ts at most ${VITE_CONFIG_LIMIT} lines`, () => {
    expect(lineCount('vite.config.ts')).toBeLessThanOrEqual(VITE_CONFIG_LIMIT)
  })
})
