import { useNavigate } from 'react-router'
import {
  ActionMenu,
  GatedControl,
  type MenuAction,
  routeOfKind,
  routePath,
  type RouteParams,
  useItemActions,
  usePerformAction,
} from '../../engine'
import type { KindDef } from '../../contract'
import type { Instance } from '../../generated/platform/models'
import { RunStateBadge } from '../instance-actions'

/** the actions the header shows as buttons beside the menu: the ones used every day */
const BUTTONS = ['start', 'stop']

/**
 * The instance page's header: its name and run state, Start and Stop as buttons, and the rest
 * of its actions (reboot, resize, serial console, copy id, delete) in a menu. Every entry is
 * the instance's menu as the manifest's table (spec §4) gates it, so the buttons and the menu
 * agree with the list's row menu.
 */
export function InstanceHeader({
  kind,
  instance,
  params,
}: {
  kind: KindDef
  instance: Instance
  params: RouteParams
}) {
  const navigate = useNavigate()
  const actions = useItemActions(kind, instance, params, 'page')
  const listPath = routePath(routeOfKind(kind.name, 'list'), params)
  // the instance is gone after a delete: leave its page for the list
  const perform = usePerformAction(kind, instance, params, {
    onDeleted: () => {
      if (listPath) void navigate(listPath)
    },
  })
  const buttons = BUTTONS.map((key) => actions.find((action) => action.key === key)).filter(
    (action): action is MenuAction => action !== undefined,
  )
  const menu = actions.filter((action) => !BUTTONS.includes(action.key))
  return (
    <header className="page-header instance-header">
      <div className="instance-title">
        <h1>{instance.name}</h1>
        {/* a live region: the state moves while the page watches (starting → running) */}
        <span role="status" aria-label="Run state">
          <RunStateBadge instance={instance} kind={kind} />
        </span>
      </div>
      <div className="page-actions">
        {buttons.map((action) => (
          <GatedControl
            key={action.key}
            className="btn"
            disabledReason={action.disabledReason}
            onPress={() => perform(action)}
          >
            {action.label}
          </GatedControl>
        ))}
        {menu.length > 0 && (
          <ActionMenu
            label="Instance actions"
            triggerText="Actions"
            actions={menu}
            onAction={perform}
          />
        )}
      </div>
    </header>
  )
}
