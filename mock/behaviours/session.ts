/**
 * The session endpoints: who am I, my groups, the silo's users, local login and logout. A
 * password of "bad" is refused, so tests can reach the login error without special set-up, and
 * so is any but the one an operator set (`password-table.ts`).
 */
import { ApiError, notFound, unauthorized } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import { respond } from '../respond.ts'
import { paginate } from '../store/pagination.ts'
import type { Behaviour } from './behaviour.ts'
import { passwordAccepted } from './password-table.ts'

export const rejectedPassword = 'bad'

export const sessionBehaviours: Behaviour[] = [
  {
    operationId: 'current_user_view',
    method: 'get',
    path: '/v1/me',
    handle: (ctx, call) => {
      const user = ctx.session.current(call.request)
      if (!user) throw unauthorized()
      const silo = ctx.session.silos().find((s) => s.id === user.silo_id)
      return respond(call.op, {
        id: user.id,
        display_name: user.display_name,
        silo_id: user.silo_id,
        silo_name: silo?.name ?? '',
        fleet_viewer: ctx.session.fleetRole(user) !== undefined,
        silo_admin: ctx.session.siloRole(user) === 'admin',
      })
    },
  },
  {
    operationId: 'current_user_groups',
    method: 'get',
    path: '/v1/me/groups',
    handle: (ctx, call) => {
      const user = ctx.session.current(call.request)
      if (!user) throw unauthorized()
      return respond(call.op, paginate(ctx.session.groupsOf(user), call.query))
    },
  },
  {
    // a silo's users are its own: another silo's never show up in its access pickers
    operationId: 'user_list',
    method: 'get',
    path: '/v1/users',
    handle: (ctx, call) => {
      const user = ctx.session.current(call.request)
      if (!user) throw unauthorized()
      const group = ctx.session.groups().find((g) => g.id === call.query.group)
      // a group the silo does not have is the platform's 404, not every user of the silo
      if (call.query.group !== undefined && !group) throw notFound('not found: silo group')
      const users = ctx.session
        .users()
        .filter((u) => u.silo_id === user.silo_id)
        .filter((u) => !group || ctx.session.groupsOf(u).includes(group))
      return respond(call.op, paginate(users, call.query))
    },
  },
  {
    operationId: 'login_local',
    method: 'post',
    path: '/v1/login/{silo_name}/local',
    public: true,
    handle: (ctx, call) => {
      const { username, password } = (call.body ?? {}) as WireItem
      const silo = ctx.session.silos().find((s) => s.name === call.params.silo_name)
      const user = ctx.session
        .users()
        .find((u) => u.display_name === username && (!silo || u.silo_id === silo.id))
      if (!user || password === rejectedPassword || !passwordAccepted(ctx, user, password)) {
        throw new ApiError(401, 'Unauthorized', 'credentials missing or invalid')
      }
      ctx.session.logIn(user)
      return respond(call.op, undefined, 204)
    },
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/v1/logout',
    public: true,
    handle: (ctx, call) => {
      ctx.session.logOut()
      return respond(call.op, undefined, 204)
    },
  },
]
