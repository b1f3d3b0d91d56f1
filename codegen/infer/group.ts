// A kind's operations before it is built: its id prefix, its CRUD slots and the rest.
import type { CrudVerb } from './operation-ids.ts'
import type { OperationInfo } from './operations.ts'

export interface Group {
  prefix: string
  ops: Partial<Record<CrudVerb, OperationInfo>>
  extra: OperationInfo[]
}
