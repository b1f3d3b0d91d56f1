// Collects what is wrong with the manifest. A reference to something the document lacks is an
// error in strict mode and a warning otherwise (the entry is dropped either way), so one
// manifest can serve several API versions.
import { formatProblem, type Problem } from '../util/diagnostics.ts'
import { editDistance } from '../util/edit-distance.ts'

export class Checker {
  readonly errors: Problem[] = []
  readonly warnings: Problem[] = []

  /**
   * `operations`: the document's operation ids; `taken`: those the manifest names, never
   * offered as the nearest match of a missing one
   */
  constructor(
    private readonly strict: boolean,
    private readonly operations: ReadonlySet<string> = new Set(),
    private readonly taken: ReadonlySet<string> = new Set(),
  ) {}

  /** the manifest names an operation the document lacks: with the nearest it has */
  missingOperation(file: string, at: string, id: string): void {
    this.missing(file, at, unknownOperation(this.operations, id, this.taken))
  }

  /** the manifest is malformed: always an error */
  error(file: string, at: string, reason: string): void {
    this.errors.push({ file, at, reason })
  }

  /** the manifest names something the document does not have */
  missing(file: string, at: string, reason: string): void {
    ;(this.strict ? this.errors : this.warnings).push({ file, at, reason })
  }

  warningLines(): string[] {
    return this.warnings.map(formatProblem)
  }
}

/** "known: a, b, c, …" for error messages; the names nearest to `wanted` first */
export function known(names: readonly string[], wanted?: string): string {
  if (names.length === 0) return 'the document names none'

  const ordered =
    wanted === undefined
      ? [...names]
      : [...names].sort(
          (a, b) => editDistance(a, wanted) - editDistance(b, wanted) || a.localeCompare(b),
        )
  const shown = ordered.slice(0, 8).join(', ')
  return `known: ${shown}${names.length > 8 ? ', …' : ''}`
}

/**
 * The operation a missing one was most likely renamed to (`ip_pool_list` →
 * `system_ip_pool_list`): one whose id contains the missing id's words at either end, else the
 * closest by spelling. Operations the manifest already uses elsewhere are never offered.
 */
export function nearestOperation(
  ids: Iterable<string>,
  wanted: string,
  taken: ReadonlySet<string>,
): string | undefined {
  const free = [...ids].filter((id) => !taken.has(id) && id !== wanted)
  const renamed = free.filter(
    (id) =>
      id.endsWith(`_${wanted}`) ||
      id.startsWith(`${wanted}_`) ||
      wanted.endsWith(`_${id}`) ||
      wanted.startsWith(`${id}_`),
  )
  const pool = renamed.length > 0 ? renamed : free
  const best = pool.sort(
    (a, b) => editDistance(a, wanted) - editDistance(b, wanted) || a.localeCompare(b),
  )[0]
  if (best === undefined) return undefined
  return renamed.length > 0 || editDistance(best, wanted) <= Math.max(2, wanted.length / 4)
    ? best
    : undefined
}

/** "unknown operation "x" (nearest: y)" */
export function unknownOperation(
  ids: Iterable<string>,
  wanted: string,
  taken: ReadonlySet<string>,
): string {
  const nearest = nearestOperation(ids, wanted, taken)
  return `unknown operation "${wanted}" (${nearest === undefined ? 'no operation of a similar name' : `nearest: ${nearest}`})`
}
