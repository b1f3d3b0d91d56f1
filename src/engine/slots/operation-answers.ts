/**
 * An operation's answer and rows, typed by the operation's id: codegen emits what each one
 * answers (`OperationAnswers`, `OperationRows` in `src/generated/platform/answers.ts`), and the
 * overrides' facade binds these readers to them, so an override reads `vpc_router_list`'s rows
 * as routers without a cast of its own, and a misspelled or non-list id fails type-checking.
 */
import type { OperationRef } from '../../contract'
import { rowsOf } from '../data/paging'

export interface OperationAnswerReaders<Answers, Rows> {
  /** the answer of operation `id`, as the client handed it over */
  answerOf: <Id extends keyof Answers>(id: Id, data: unknown) => Answers[Id]
  /** the rows of list operation `id`'s answer, as a table of it shows them */
  rowsOfOperation: <Id extends keyof Rows & string>(id: Id, data: unknown) => Rows[Id][]
}

/** The readers over the generated tables, finding an operation as the facade finds it. */
export function operationAnswers<Answers, Rows>(
  requireOperation: (id: keyof Rows & string) => OperationRef,
): OperationAnswerReaders<Answers, Rows> {
  // the client keeps an answer as it came (camelCased), with no check of its shape: the
  // document's schema for the operation is its type, as for `useOperationQuery<T>`
  function answerOf<Id extends keyof Answers>(_id: Id, data: unknown): Answers[Id] {
    return data as Answers[Id]
  }
  function rowsOfOperation<Id extends keyof Rows & string>(id: Id, data: unknown): Rows[Id][] {
    return rowsOf(requireOperation(id), data) as Rows[Id][]
  }
  return { answerOf, rowsOfOperation }
}
