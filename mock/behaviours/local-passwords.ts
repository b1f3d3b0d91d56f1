/**
 * Local users' passwords, set by an operator: a password, or none at all (`login_disallowed`).
 * The API never shows them, so the mock keeps them beside the users (one row per user whose
 * password was set here); local sign-in then holds the user to it (`session.ts`). Only a silo
 * that keeps its own users (identity mode `local_only`) has passwords: another silo's users
 * sign in through its identity provider.
 */
import { requireKind } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'
import { passwords } from './password-table.ts'
import { bodyOf, itemOf, selectedItem } from './lookup.ts'

export const localPasswordBehaviours: Behaviour[] = [
  {
    operationId: 'local_idp_user_set_password',
    method: 'post',
    path: '/v1/system/identity-providers/local/users/{user_id}/set-password',
    handle: (ctx, call) => {
      const silo = selectedItem(ctx, 'silo', 'silo', call)
      if (silo.identity_mode !== 'local_only') {
        throw invalidRequest(`silo "${String(silo.name)}" has no local users to set passwords for`)
      }
      const user = itemOf(ctx, requireKind(ctx, 'siloUser').name, call)
      const body = bodyOf(call)
      const rows = ctx.db.table(passwords)
      const kept: WireItem = {
        user_id: user.id,
        password: body.mode === 'password' ? body.value : null,
      }
      const index = rows.findIndex((row) => row.user_id === user.id)
      if (index < 0) rows.push(kept)
      else rows[index] = kept
      return respond(call.op)
    },
  },
]
