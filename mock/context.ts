/**
 * Everything a handler needs, built once per mock instance: the registry it serves, the
 * database, the transition timers, the request validators and the session.
 */
import type { KindDef, Registry } from '../src/contract/index.ts'
import type { MockInputs } from './inputs.ts'
import { Session } from './session/session.ts'
import { Db } from './store/db.ts'
import { requestChecks, type RequestChecks } from './store/validation.ts'
import { Timers } from './timers.ts'

export interface MockContext {
  registry: Registry
  db: Db
  timers: Timers
  validator: RequestChecks
  session: Session
}

export function createContext(inputs: MockInputs): MockContext {
  const db = new Db(inputs.seed)
  return {
    registry: inputs.registry,
    db,
    timers: new Timers(),
    validator: requestChecks(inputs),
    session: new Session(inputs.registry, db),
  }
}

/** back to the seed: data, pending transitions and the session */
export function resetContext(ctx: MockContext): void {
  ctx.timers.cancelAll()
  ctx.db.reset()
  ctx.session.reset()
}

/**
 * A bespoke behaviour met a registry without a kind it relies on: the platform's document
 * built without our manifest names its kinds otherwise, so its handlers serve the call instead
 * (handlers.ts); with the manifest, it is a build problem.
 */
export class MissingKindError extends Error {}

/** a kind the mock's bespoke behaviours rely on */
export function requireKind(ctx: MockContext, name: string): KindDef {
  const kind = ctx.registry.kinds[name]
  if (!kind) throw new MissingKindError(`the registry has no kind "${name}"`)
  return kind
}
