/**
 * What is inside a support bundle, as the platform serves it: the whole bundle is a zip
 * (`application/zip`, made by client-zip from ./files.ts), its index the paths inside it, one
 * per line (`text/plain`), and each file its own bytes.
 */
import { downloadZip } from 'client-zip'
import { notFound } from '../../errors.ts'
import { BUNDLE_FILES, BUNDLE_WRITTEN } from './files.ts'

const encoder = new TextEncoder()

/** one file of the bundle by its path, 404 when it holds none of that name */
export function bundleFile(name: string): Uint8Array {
  const text = Object.hasOwn(BUNDLE_FILES, name) ? BUNDLE_FILES[name] : undefined
  if (!text) throw notFound(`not found: file "${name}" in support bundle`)
  return encoder.encode(text())
}

let zip: Promise<Uint8Array> | undefined

/** the bundle's zip, made once */
export function bundleZip(): Promise<Uint8Array> {
  zip ??= downloadZip(
    Object.entries(BUNDLE_FILES).map(([name, text]) => ({
      name,
      input: text(),
      lastModified: BUNDLE_WRITTEN,
    })),
  )
    .arrayBuffer()
    .then((buffer) => new Uint8Array(buffer))
  return zip
}

/** the index's text: one path a line */
export const indexText = () =>
  Object.keys(BUNDLE_FILES)
    .map((name) => `${name}\n`)
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
