// Collects what is wrong with the manifest. A reference to something the document lacks is an
// error in strict mode and a warning otherwise (the entry is dropped either way), so one
// manifest can serve several API versions.
import { formatProblem, type Problem } from '../util/diagnostics.ts'

export class Checker {
  readonly errors: Problem[] = []
  readonly warnings: Problem[] = []

  constructor(private readonly strict: boolean) {}

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
  const ordered =
    wanted === undefined
      ? [...names]
      : [...names].sort((a, b) => distance(a, wanted) - distance(b, wanted) || a.localeCompare(b))
  const shown = ordered.slice(0, 8).join(', ')
  return `known: ${shown}${names.length > 8 ? ', …' : ''}`
}

/** Levenshtein distance, for "did you mean" ordering */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
