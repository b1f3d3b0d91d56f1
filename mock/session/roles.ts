/**
 * The role table's access check: every call the registry's `roles` table rules (the manifest's
 * openapi/manifest/roles.yaml, the table the console disables its controls by) is refused with
 * the platform's 403 when the caller's role on the operation's scope is weaker than it needs.
 * The scopes nest: a fleet role counts in the silo, a silo role on every project of it, so the
 * world's fleet admin (the default user) is never in the way of a test.
 */
import { type AccessRule, roleSatisfies, strongestRole } from '../../src/contract/index.ts'
import { type Call, selectorsOf } from '../call.ts'
import type { MockContext } from '../context.ts'
import { forbidden } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { kindForSelector, resolveItem } from '../store/scope.ts'
import { isUuid } from '../store/time.ts'

/** the project a call is about: named by a selector, or the project of an item given by id */
function projectOf(ctx: MockContext, call: Call): unknown {
  const selectors = selectorsOf(call)
  const projectKind = kindForSelector(ctx.registry, 'project')
  const named = selectors.project
  if (projectKind && named !== undefined) {
    try {
      return resolveItem(ctx.registry, ctx.db, projectKind, 'project', named, {}).id
    } catch {
      return undefined // the handler answers the miss with the platform's own error
    }
  }
  for (const [param, value] of Object.entries(selectors)) {
    const kind = isUuid(value) ? kindForSelector(ctx.registry, param) : undefined
    const row = kind && ctx.db.table(kind.name).find((item) => item.id === value)
    if (row?.project_id !== undefined) return row.project_id
  }
  return undefined
}

/** the roles the user holds on the rule's scope and every scope around it */
function rolesHeld(ctx: MockContext, user: WireItem, rule: AccessRule, call: Call): string[] {
  const { session } = ctx
  const roles = [session.fleetRole(user)]
  if (rule.scope !== 'fleet') roles.push(session.siloRole(user))
  const project = rule.scope === 'project' ? projectOf(ctx, call) : undefined
  if (project !== undefined) roles.push(session.ownProjectRole(user, project))
  return roles.filter((role): role is string => role !== undefined)
}

/** 403 unless the user's role on the call's scope is one the operation's rule allows */
export function authorizeCall(ctx: MockContext, user: WireItem, call: Call): void {
  const table = ctx.registry.roles
  const rule = call.op && table?.operations[call.op.id]
  // no table, no rule (a bespoke path), or open to anyone signed in
  if (!table || !rule) return
  const held = strongestRole(table, rolesHeld(ctx, user, rule, call))
  if (!roleSatisfies(table, held, rule.role)) throw forbidden()
}
