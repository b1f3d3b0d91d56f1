// The manifest as text with its places: every scalar value with the entry it sits at
// (`kinds.ipPool.ops.list`) and where it is in its file, so an upgrade can name the entries a
// change touches and rewrite them in place, leaving comments and layout as a person wrote them.
import fs from 'node:fs'
import path from 'node:path'
import { isMap, isPair, isScalar, isSeq, parseDocument, visit, type Node } from 'yaml'
import { displayPath } from '../load/parse.ts'

export interface ManifestScalar {
  file: string
  /** the entry, as codegen's messages name it: `kinds.ipPool.columns.2.field` */
  at: string
  value: string
  /** start and end offsets of the scalar in the file's text, quotes included */
  range: [number, number]
}

export interface ManifestKindEntry {
  file: string
  key: string
  /** offset of the kind's key in the file */
  keyStart: number
  /** the entry names its operations under `ops` (else they are inferred from its key) */
  hasOps: boolean
}

export interface ManifestFile {
  /** as the messages name it */
  file: string
  /** where it is read and written */
  fullPath: string
  text: string
  scalars: ManifestScalar[]
  kinds: ManifestKindEntry[]
}

export function manifestFiles(manifestPath: string): string[] {
  if (!fs.statSync(manifestPath).isDirectory()) return [manifestPath]
  return fs
    .readdirSync(manifestPath)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(manifestPath, name))
}

export function readManifestFile(fullPath: string): ManifestFile {
  const text = fs.readFileSync(fullPath, 'utf8')
  const file = displayPath(fullPath)
  const document = parseDocument(text)
  const scalars: ManifestScalar[] = []
  visit(document, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'string' || node.range == null) return
      const at = placeOf(ancestors, node)
      scalars.push({ file, at, value: node.value, range: [node.range[0], node.range[1]] })
    },
  })
  const kinds: ManifestKindEntry[] = []
  const kindMap = isMap(document.contents) ? document.contents.get('kinds', true) : undefined
  if (isMap(kindMap)) {
    for (const pair of kindMap.items) {
      if (!isScalar(pair.key) || pair.key.range == null) continue
      kinds.push({
        file,
        key: String(pair.key.value),
        keyStart: pair.key.range[0],
        hasOps: isMap(pair.value) && pair.value.has('ops'),
      })
    }
  }
  return { file, fullPath, text, scalars, kinds }
}

/** `kinds.ipPool.columns.2.field` from the nodes above a scalar */
function placeOf(ancestors: readonly unknown[], node: Node): string {
  const parts: string[] = []
  const chain = [...ancestors, node]
  chain.forEach((ancestor, i) => {
    if (isPair(ancestor) && isScalar(ancestor.key)) parts.push(String(ancestor.key.value))
    else if (isSeq(ancestor)) parts.push(String(ancestor.items.indexOf(chain[i + 1] as never)))
  })
  return parts.join('.')
}
