import {
  type ActionContext,
  type Rule,
  findRoute,
  itemParams,
  type MenuAction,
  routeOfKind,
  routePath,
} from '../../engine'
import { can, defineActions } from '../facade'
import type { Instance } from '../../generated/platform/models'

/** A menu entry gated by one of the instance's capabilities in the registry. */
function gated(action: MenuAction, rule: Rule, context: ActionContext<Instance>) {
  const availability = rule(context.row)
  return { ...action, disabledReason: availability.enabled ? undefined : availability.reason }
}

/** The full-page serial console of this instance, when the registry has that route. */
function serialConsolePath(context: ActionContext<Instance>): string | undefined {
  const detail = routeOfKind(context.kind.name, 'detail')
  const route = findRoute(
    (candidate) =>
      candidate.path.endsWith('/serial-console') &&
      detail !== undefined &&
      candidate.path.startsWith(detail.path),
  )
  return routePath(route, itemParams(context.kind, context.row, context.params))
}

/**
 * Instance menus: the manifest's actions (Start, Stop, Reboot, Delete, gated by its table) as
 * the engine builds them, with editing shown as Resize and the serial console added, both
 * gated by the instance's capabilities.
 */
export const instanceActions = defineActions<'instance'>((defaults, context) => {
  const actions = defaults.filter((action) => action.key !== 'edit' && action.key !== 'delete')
  // editing an instance is resizing it: InstanceUpdate carries CPUs and memory
  const edit = defaults.find((action) => action.key === 'edit')
  if (edit)
    actions.push(gated({ ...edit, key: 'resize', label: 'Resize' }, can.instance.resize, context))
  const serialConsole = serialConsolePath(context)
  if (serialConsole) {
    const entry: MenuAction = {
      key: 'serial-console',
      label: 'View serial console',
      // the console types into the instance: a role that cannot change it sees why
      operation: 'instance_serial_console_stream',
      perform: { type: 'link', to: serialConsole },
    }
    actions.push(gated(entry, can.instance.serialConsole, context))
  }
  const remove = defaults.find((action) => action.key === 'delete')
  if (remove) actions.push(remove)
  return actions
})
