/**
 * The mock's state across the one full page load a 401 makes: the console leaves for sign-in
 * and comes back (spec §7), and the page's mock would start again from the seed, so what the
 * person made a moment ago would be "Page not found" once they are back. Before that load the
 * mock keeps its tables and who is signed in in session storage (this tab only); the next
 * start takes them back once and forgets them, so a refresh still starts from the seed (§1).
 */
import type { MockContext } from './context.ts'
import type { WireItem } from './inputs.ts'

const key = 'mock-kept-state'

interface Kept {
  tables: Record<string, WireItem[]>
  session: ReturnType<MockContext['session']['snapshot']>
}

export function keepForSignIn(ctx: MockContext): void {
  const kept: Kept = { tables: ctx.db.snapshot(), session: ctx.session.snapshot() }
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(kept))
  } catch {
    // over the storage's quota (a bulk seed): the next page starts from the seed, as before
  }
}

/** takes back what `keepForSignIn` kept, once; whether there was anything */
export function takeBackKept(ctx: MockContext): boolean {
  const storage = globalThis.sessionStorage
  const raw = storage?.getItem(key)
  if (!raw) return false
  storage.removeItem(key)
  try {
    const kept = JSON.parse(raw) as Kept
    ctx.db.restore(kept.tables)
    ctx.session.restore(kept.session)
    return true
  } catch {
    return false
  }
}
