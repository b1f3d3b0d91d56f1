/**
 * What is inside a support bundle, as the platform serves it: the whole bundle is a zip
 * (`application/zip`), its index the paths inside it, one per line (`text/plain`), and each
 * file its own bytes. Every active bundle holds the same fixture files (fixture-zip.ts).
 */
import { notFound } from '../../errors.ts'
import { fixtureZipBase64 } from './fixture-zip.ts'
import { entryBytes, zipEntries, type ZipEntry } from './zip-entries.ts'

let zip: Uint8Array | undefined

/** the bundle's zip, decoded once */
export function bundleZip(): Uint8Array {
  zip ??= Uint8Array.from(atob(fixtureZipBase64), (char) => char.charCodeAt(0))
  return zip
}

/** the files the bundle holds, as its index lists them */
export const bundleFiles = (): ZipEntry[] => zipEntries(bundleZip())

/** one file of the bundle by its path, 404 when it holds none of that name */
export function bundleFile(name: string): ZipEntry {
  const entry = bundleFiles().find((candidate) => candidate.name === name)
  if (!entry) throw notFound(`not found: file "${name}" in support bundle`)
  return entry
}

export const fileBytes = (entry: ZipEntry) => entryBytes(bundleZip(), entry)

/** the index's text: one path a line */
export const indexText = () =>
  bundleFiles()
    .map((entry) => `${entry.name}\n`)
    .join('')

const typesByExtension: Record<string, string> = {
  json: 'application/json',
  log: 'text/plain',
  txt: 'text/plain',
}

/** a file's content type, by its extension: logs and notes are text, the rest bytes */
export function contentTypeOf(name: string): string {
  const extension = name.split('.').pop() ?? ''
  return typesByExtension[extension] ?? 'application/octet-stream'
}
