// Reads the manifest (a file, or every `*.yaml` in a folder) and merges its `kinds`, `routes`
// and `nav`, keeping where each entry was written for error messages.
import fs from 'node:fs'
import path from 'node:path'
import { unknownKeys } from '../load/manifest-keys.ts'
import { displayPath, parseFile } from '../load/parse.ts'
import { CodegenError, type Problem } from '../util/diagnostics.ts'
import { isObject } from '../util/json.ts'
import type {
  KindEntry,
  Manifest,
  NavEntry,
  RolesEntry,
  RouteEntry,
  ShellEntry,
} from './manifest-types.ts'

export function loadManifest(manifestPath: string): Manifest {
  if (!fs.existsSync(manifestPath)) {
    throw new CodegenError([
      { file: displayPath(manifestPath), at: '', reason: 'no such file or folder' },
    ])
  }
  const files = fs.statSync(manifestPath).isDirectory()
    ? fs
        .readdirSync(manifestPath)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
        .map((name) => path.join(manifestPath, name))
    : [manifestPath]
  return mergeManifestFiles(
    files.map((file) => ({ file: displayPath(file), content: parseFile(file) })),
  )
}

export function mergeManifestFiles(sources: { file: string; content: unknown }[]): Manifest {
  const manifest: Manifest = { kinds: [], routes: [], nav: [] }
  const problems: Problem[] = []
  const kindFiles = new Map<string, string>()
  for (const { file, content } of sources) {
    if (content === null || content === undefined) continue
    if (!isObject(content)) {
      problems.push({ file, at: '', reason: 'a manifest file must be a mapping' })
      continue
    }
    problems.push(...unknownKeys(file, content))
    const kinds = content.kinds ?? {}
    if (!isObject(kinds))
      problems.push({ file, at: 'kinds', reason: 'must be a mapping of kind keys' })
    else {
      for (const [key, value] of Object.entries(kinds)) {
        const at = `kinds.${key}`
        const owner = kindFiles.get(key)
        if (owner !== undefined) {
          problems.push({ file, at, reason: `kind "${key}" is already defined in ${owner}` })
          continue
        }
        if (!isObject(value) && value !== null) {
          problems.push({ file, at, reason: 'a kind must be a mapping' })
          continue
        }
        kindFiles.set(key, file)
        manifest.kinds.push({ file, at, key, value: (value ?? {}) as KindEntry })
      }
    }
    if (content.roles !== undefined) {
      if (!isObject(content.roles))
        problems.push({ file, at: 'roles', reason: 'must be a mapping' })
      else if (manifest.roles !== undefined)
        problems.push({
          file,
          at: 'roles',
          reason: `the roles are already declared in ${manifest.roles.file}`,
        })
      else manifest.roles = { file, at: 'roles', value: content.roles as unknown as RolesEntry }
    }
    if (content.shell !== undefined) {
      if (!isObject(content.shell))
        problems.push({ file, at: 'shell', reason: 'must be a mapping' })
      else if (manifest.shell !== undefined)
        problems.push({
          file,
          at: 'shell',
          reason: `the shell's calls are already declared in ${manifest.shell.file}`,
        })
      else manifest.shell = { file, at: 'shell', value: content.shell as ShellEntry }
    }
    for (const [section, target] of [
      ['routes', manifest.routes],
      ['nav', manifest.nav],
    ] as const) {
      const list = content[section] ?? []
      if (!Array.isArray(list)) {
        problems.push({ file, at: section, reason: 'must be a list' })
        continue
      }
      list.forEach((value, index) => {
        const at = `${section}[${index}]`
        if (!isObject(value)) problems.push({ file, at, reason: 'must be a mapping' })
        else
          (target as { file: string; at: string; value: RouteEntry | NavEntry }[]).push({
            file,
            at,
            value: value as never,
          })
      })
    }
  }
  if (problems.length > 0) throw new CodegenError(problems)
  return manifest
}
