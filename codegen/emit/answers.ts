// `answers.ts`: what each operation answers, by operation id, as the engine hands it over
// (camelCased): `OperationAnswers` for the whole answer, `OperationRows` for the rows of a list
// operation (its page's items, or a one-array envelope's). The overrides' facade types
// `answerOf('disk_create', data)` and `rowsOfOperation('vpc_router_list', data)` by them, so an
// override reads an answer without a cast, and a misspelled or non-list operation fails tsc.
import type { OperationRef, Registry } from '../../src/contract/index.ts'
import type { OperationInfo } from '../infer/operations.ts'
import { refNameOf } from '../infer/schemas.ts'
import { modelName } from './models.ts'
import { quote, rowModel, typesFileHead } from './rows.ts'

/** an answer or a row with no model of its own (inline, or no body): not typed */
const UNTYPED = 'unknown'

export function emitAnswers(registry: Registry, operations: ReadonlyMap<string, OperationInfo>) {
  const ops = operationsById(registry)
  const used = new Set<string>()
  const typed = (name: string | undefined | null): string => {
    if (name === undefined || name === null) return UNTYPED
    used.add(name)
    return name
  }
  const answers = ops.map(([id]) => {
    const info = operations.get(id)
    return `  ${quote(id)}: ${typed(modelName(refNameOf(info?.responseSchema)))}`
  })
  const rows = ops
    .filter(([, op]) => op.returnsList)
    .map(([id, op]) => `  ${quote(id)}: ${typed(rowModel(op, operations))}`)
  return [
    ...typesFileHead(used),
    "/** each operation's success answer, camelCased as the engine hands it over, by id */",
    'export interface OperationAnswers {',
    ...answers,
    '}',
    '',
    "/** the rows of each list operation's answer (its items, or an envelope's array), by id */",
    'export interface OperationRows {',
    ...rows,
    '}',
    '',
  ].join('\n')
}

/**
 * The operations the engine finds by id, as it indexes them: the kinds' own and extra ones (a
 * later kind's entry for an id wins), then the shell's calls for ids no kind has.
 */
function operationsById(registry: Registry): [string, OperationRef][] {
  const byId = new Map<string, OperationRef>()
  for (const kind of Object.values(registry.kinds)) {
    for (const op of [...Object.values(kind.ops), ...Object.values(kind.extraOps)]) {
      if (op) byId.set(op.id, op)
    }
  }
  for (const op of Object.values(registry.shellOperations)) {
    if (!byId.has(op.id)) byId.set(op.id, op)
  }
  return [...byId].sort(([a], [b]) => (a < b ? -1 : 1))
}
