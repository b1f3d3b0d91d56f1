/**
 * Where the mock keeps the passwords operators set for local users (`local-passwords.ts`), and
 * what local sign-in reads of them: the API's users do not carry a password.
 */
import type { MockContext } from '../context.ts'
import type { WireItem } from '../inputs.ts'

export const passwords = 'localUserPassword'

/**
 * Whether `password` signs `user` in: any will do until an operator sets one (the mock knows
 * no other); then only that one, and none once sign-in with a password is disallowed.
 */
export function passwordAccepted(ctx: MockContext, user: WireItem, password: unknown): boolean {
  const kept = ctx.db.table(passwords).find((row) => row.user_id === user.id)
  if (!kept) return true
  return kept.password !== null && kept.password === password
}
