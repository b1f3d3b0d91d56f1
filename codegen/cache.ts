// Results of expensive steps kept on disk (node_modules/.cache/codegen), each under a hash of
// everything it depends on: the codegen build (its bundled source and the package lock, so a
// change to either misses every entry) and the step's own input. Only the prebuilt codegen
// (codegen/run.mjs) knows its build and turns the cache on; tests and `tsx codegen/cli.ts` run
// every step.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function sha(text: string | Buffer): string {
  return crypto.createHash('sha256').update(text).digest('hex')
}

export class Cache {
  constructor(
    readonly dir: string,
    private readonly buildId: string,
  ) {}

  /** the entry name for a step and its input */
  key(step: string, input: string): string {
    return `${step}-${sha(`${this.buildId}\n${input}`).slice(0, 32)}`
  }

  read(name: string): string | undefined {
    try {
      return fs.readFileSync(path.join(this.dir, name), 'utf8')
    } catch {
      return undefined
    }
  }

  /** written beside and renamed into place, so a run never reads half an entry */
  write(name: string, text: string): void {
    fs.mkdirSync(this.dir, { recursive: true })
    const target = path.join(this.dir, name)
    const partial = `${target}.${process.pid}.tmp`
    fs.writeFileSync(partial, text)
    fs.renameSync(partial, target)
  }

  /** `compute()` once per input; later runs read the stored text */
  async memo(step: string, input: string, compute: () => Promise<string>): Promise<string> {
    const name = this.key(step, input)
    const stored = this.read(name)
    if (stored !== undefined) return stored
    const text = await compute()
    this.write(name, text)
    return text
  }
}

let active: Cache | undefined

/** turns caching on for this process (the prebuilt codegen does, with its build id) */
export function useCache(cache: Cache | undefined): void {
  active = cache
}

export function activeCache(): Cache | undefined {
  return active
}

/** every input file read in this run, by absolute path, with the hash of its content */
export const inputsRead = new Map<string, string>()

export function recordInput(file: string, text: string): void {
  inputsRead.set(path.resolve(file), sha(text))
}

const documentHashes = new WeakMap<object, string>()

/** the hash of a loaded document, computed once per document object */
export function documentHash(document: object): string {
  let hash = documentHashes.get(document)
  if (hash === undefined) {
    hash = sha(JSON.stringify(document))
    documentHashes.set(document, hash)
  }
  return hash
}
