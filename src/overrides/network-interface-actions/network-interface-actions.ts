import {
  type ActionContext,
  type ActionTools,
  callOperation,
  invalidateKind,
  type MenuAction,
  unwrap,
} from '../../engine'
import { can, defineActions, parentOf, requireOperation } from '../facade'
import type { InstanceNetworkInterface } from '../../generated/platform/models'

type Context = ActionContext<InstanceNetworkInterface>

/** Why the instance's state forbids changing its interfaces, by its table (spec §4: stopped). */
function instanceReason(context: Context): string | undefined {
  const parent = parentOf(context.parent, 'instance')
  return parent && can.instance.updateNetworkInterface(parent.row).reason
}

function makePrimary({ confirm, toast }: ActionTools, nic: InstanceNetworkInterface) {
  confirm({
    title: 'Make primary interface',
    message: `Make ${nic.name} the primary interface? The current primary one becomes secondary.`,
    confirmLabel: 'Make primary',
    errorTitle: 'Could not change the primary interface',
    onConfirm: async () => {
      unwrap(
        await callOperation(requireOperation('instance_network_interface_update'), {
          path: { interface: nic.id },
          // the update sets transit IPs to what it is sent: send the ones it has
          body: { primary: true, transit_ips: nic.transitIps ?? [] },
        }),
      )
      await invalidateKind('networkInterface')
      toast.success(`${nic.name} is now the primary interface`)
    },
  })
}

/**
 * Interface menus on an instance's Networking tab: editing, making primary and deleting all
 * change the instance, which allows it only when stopped (its `updateNetworkInterface`).
 */
export const networkInterfaceActions = defineActions<'networkInterface'>((defaults, context) => {
  const reason = instanceReason(context)
  const gate = (action: MenuAction): MenuAction =>
    action.key === 'edit' || action.key === 'delete'
      ? { ...action, disabledReason: action.disabledReason ?? reason }
      : action
  const nic = context.row
  const primary: MenuAction = {
    key: 'make-primary',
    label: 'Make primary',
    operation: 'instance_network_interface_update',
    disabledReason: nic.primary ? 'Already the primary interface' : reason,
    perform: { type: 'callback', run: (tools) => makePrimary(tools, nic) },
  }
  const rest = defaults.filter((action) => action.key !== 'delete').map(gate)
  const remove = defaults.filter((action) => action.key === 'delete').map(gate)
  return [...rest, primary, ...remove]
})
