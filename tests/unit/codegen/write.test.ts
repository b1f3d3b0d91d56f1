// @vitest-environment node
// `--out` writes only codegen's own files: a folder it did not create is refused, files it
// wrote before are replaced or removed, anything else in the folder is left alone.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FILE_LIST, fileListText, refusal, writeOutput } from '../../../codegen/emit/write.ts'
import { CodegenError } from '../../../codegen/util/diagnostics.ts'
import { tempDir } from './helpers.ts'

function generated(files: Record<string, string>): Map<string, string> {
  const map = new Map(Object.entries(files))
  map.set(FILE_LIST, fileListText(map.keys()))
  return map
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8')

describe('writing the output folder', () => {
  it('creates a new folder and lists what it wrote', () => {
    const out = path.join(tempDir('write'), 'generated')
    writeOutput(out, generated({ 'a.ts': 'a', 'forms/b.json': '{}' }))
    expect(read(out, 'forms/b.json')).toBe('{}')
    expect(JSON.parse(read(out, FILE_LIST)).files).toEqual(['a.ts', 'forms/b.json'])
  })

  it('refuses a non-empty folder it did not create, and leaves it as it was', () => {
    const project = tempDir('project')
    fs.writeFileSync(path.join(project, 'package.json'), '{}')
    expect(refusal(project)).toMatch(/not empty and codegen did not create it/)
    expect(() => writeOutput(project, generated({ 'a.ts': 'a' }))).toThrow(CodegenError)
    expect(fs.readdirSync(project)).toEqual(['package.json'])
  })

  it('refuses a file', () => {
    const file = path.join(tempDir('file'), 'x.ts')
    fs.writeFileSync(file, '')
    expect(refusal(file)).toBe('is a file, not a folder')
  })

  it('replaces and removes only its own files', () => {
    const out = tempDir('own')
    writeOutput(out, generated({ 'a.ts': 'a1', 'forms/old.json': '{}' }))
    fs.writeFileSync(path.join(out, 'notes.md'), 'mine')
    writeOutput(out, generated({ 'a.ts': 'a2' }))
    expect(read(out, 'a.ts')).toBe('a2')
    expect(read(out, 'notes.md')).toBe('mine')
    expect(fs.existsSync(path.join(out, 'forms'))).toBe(false)
  })

  it('never follows a tampered list outside the folder', () => {
    const parent = tempDir('tampered')
    const out = path.join(parent, 'generated')
    writeOutput(out, generated({ 'a.ts': 'a' }))
    fs.writeFileSync(path.join(parent, 'precious.txt'), 'keep')
    fs.writeFileSync(
      path.join(out, FILE_LIST),
      JSON.stringify({ files: ['../precious.txt', 'a.ts'] }),
    )
    writeOutput(out, generated({ 'b.ts': 'b' }))
    expect(read(parent, 'precious.txt')).toBe('keep')
    expect(fs.existsSync(path.join(out, 'a.ts'))).toBe(false)
  })
})
