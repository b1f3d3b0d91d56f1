// Problems found in the inputs. Each names the file and the place in it, so a reader can fix
// the document or manifest without reading codegen's source.

export interface Problem {
  /** the file the problem is in (relative to the working directory when possible) */
  file: string
  /** JSON pointer into the document, or a dotted entry path into a manifest */
  at: string
  reason: string
}

export function formatProblem(problem: Problem): string {
  const at = problem.at === '' ? '' : ` ${problem.at}:`
  return `${problem.file}:${at} ${problem.reason}`
}

/** Thrown when an input is invalid; carries every problem found, not only the first. */
export class CodegenError extends Error {
  readonly problems: Problem[]

  constructor(problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'))
    this.name = 'CodegenError'
    this.problems = problems
  }
}
