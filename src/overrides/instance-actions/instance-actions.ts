import {
  type ActionContext,
  defineActionProcessor,
  findRoute,
  itemParams,
  type MenuAction,
  routeOfKind,
  routePath,
} from '../../engine'
import type { Instance } from '../../generated/models'
import {
  INSTANCE_DELETE_CONFIRM,
  INSTANCE_DELETE_TOAST,
  lifecycleAction,
} from './instance-action-defs'
import { instanceActionAvailability, type InstanceAction } from './instance-states'

function gated(action: MenuAction, name: InstanceAction, instance: Instance): MenuAction {
  const availability = instanceActionAvailability(name, instance.runState)
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
 * Instance menus (spec §4): Start, Stop, Reboot, Resize, serial console and Delete, each gated
 * by run state from one table; a disallowed action stays, disabled, with its reason. Actions
 * the manifest declares beyond these keep their generic form.
 */
export const instanceActions = defineActionProcessor<Instance>((defaults, context) => {
  const { kind, row } = context
  const byKey = new Map(defaults.map((action) => [action.key, action]))
  const actions: MenuAction[] = []
  const copyId = byKey.get('copy-id')
  if (copyId) actions.push(copyId)

  for (const name of ['start', 'stop', 'reboot'] as const) {
    const action = lifecycleAction(kind, name)
    if (!action) continue
    const entry: MenuAction = {
      key: name,
      label: action.label,
      danger: action.danger,
      perform: { type: 'run', action },
    }
    actions.push(gated(entry, name, row))
  }

  // editing an instance is resizing it: InstanceUpdate carries CPUs and memory
  const edit = byKey.get('edit')
  if (edit) actions.push(gated({ ...edit, key: 'resize', label: 'Resize' }, 'resize', row))

  const serialConsole = serialConsolePath(context)
  if (serialConsole) {
    const entry: MenuAction = {
      key: 'serial-console',
      label: 'View serial console',
      perform: { type: 'link', to: serialConsole },
    }
    actions.push(gated(entry, 'serialConsole', row))
  }

  const handled = new Set(['copy-id', 'edit', 'start', 'stop', 'reboot', 'delete'])
  actions.push(...defaults.filter((action) => !handled.has(action.key)))

  const remove = byKey.get('delete')
  if (remove && remove.perform.type === 'run') {
    const action = {
      ...remove.perform.action,
      confirm: INSTANCE_DELETE_CONFIRM,
      successToast: INSTANCE_DELETE_TOAST,
    }
    actions.push(gated({ ...remove, perform: { type: 'run', action } }, 'delete', row))
  }
  return actions
})
