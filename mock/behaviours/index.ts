/** every bespoke behaviour, each taking precedence over the generic store for its operation */
import type { Behaviour } from './behaviour.ts'
import { diskDeleteBehaviour } from './disk-delete.ts'
import { instanceCreateBehaviour } from './instance-create.ts'
import { instanceDeleteBehaviour } from './instance-delete.ts'
import { instanceDiskBehaviours } from './instance-disks.ts'
import { instanceRunStateBehaviours } from './instance-run-state.ts'
import { sessionBehaviours } from './session.ts'

export const behaviours: Behaviour[] = [
  instanceCreateBehaviour,
  ...instanceRunStateBehaviours,
  instanceDeleteBehaviour,
  ...instanceDiskBehaviours,
  diskDeleteBehaviour,
  ...sessionBehaviours,
]
