// The manifest's `shell:` section (openapi/manifest/shell.yaml): which operation of the document
// does each of the shell's calls (src/contract/shell.ts), and the help it links to. Every name
// is checked here, so the engine never holds a platform's operation id or address: an unknown
// call is an error, an operation the document lacks is left out (a warning with `--spec`).
import {
  SHELL_CALLS,
  type OperationRef,
  type ShellCall,
  type ShellDef,
} from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { type Checker, known } from './checker.ts'
import type { Located, ShellEntry } from './manifest-types.ts'

export interface ShellResult {
  /** absent without a `shell:` section: the console has none of the shell's features */
  def?: ShellDef
  /** the refs of the operations it names, by id */
  operations: Record<string, OperationRef>
}

const isCall = (name: string): name is ShellCall => SHELL_CALLS.includes(name as ShellCall)

export function shellOf(
  model: Model,
  located: Located<ShellEntry> | undefined,
  check: Checker,
): ShellResult {
  if (located === undefined) return { operations: {} }
  const { file, at, value } = located
  const def: ShellDef = { operations: {} }
  const operations: Record<string, OperationRef> = {}
  for (const [call, id] of Object.entries(value.operations ?? {})) {
    const where = `${at}.operations.${call}`
    if (!isCall(call)) {
      check.error(file, where, `unknown call "${call}" (${known(SHELL_CALLS, call)})`)
      continue
    }
    const info = typeof id === 'string' ? model.operations.get(id) : undefined
    if (info === undefined) {
      check.missingOperation(file, where, String(id))
      continue
    }
    def.operations[call] = id
    operations[id] = info.ref
  }
  const docs = value.identityProviderDocs
  if (docs !== undefined) {
    if (typeof docs !== 'string' || !/^https:\/\/[^/\s]+/.test(docs))
      check.error(file, `${at}.identityProviderDocs`, 'must be an https:// address')
    else def.identityProviderDocs = docs
  }
  return { def, operations }
}
