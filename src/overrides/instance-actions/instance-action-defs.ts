import type { ActionDef, KindDef } from '../../contract'

/** Confirms and toasts of the instance lifecycle actions (reference console §5.1). */
const LIFECYCLE: Record<'start' | 'stop' | 'reboot', Omit<ActionDef, 'operation'>> = {
  start: {
    name: 'start',
    label: 'Start',
    confirm: {
      title: 'Start instance',
      message: 'Are you sure you want to start {name}?',
      confirmLabel: 'Confirm',
    },
    successToast: 'Starting instance {name}',
  },
  stop: {
    name: 'stop',
    label: 'Stop',
    danger: true,
    confirm: {
      title: 'Stop instance',
      message:
        'Are you sure you want to stop {name}? Its disks and IP addresses are kept; it can be started again.',
      confirmLabel: 'Confirm',
    },
    successToast: 'Stopping instance {name}',
  },
  reboot: {
    name: 'reboot',
    label: 'Reboot',
    confirm: {
      title: 'Reboot instance',
      message: 'Are you sure you want to reboot {name}?',
      confirmLabel: 'Confirm',
    },
    successToast: 'Rebooting instance {name}',
  },
}

const OPERATIONS = { start: 'instance_start', stop: 'instance_stop', reboot: 'instance_reboot' }

/**
 * A lifecycle action with our texts, calling the manifest's operation if it declares the
 * action, else the API's; undefined when the registry lacks the operation.
 */
export function lifecycleAction(
  kind: KindDef,
  name: 'start' | 'stop' | 'reboot',
): ActionDef | undefined {
  const declared = kind.actions.find((action) => action.name === name)
  const operation = declared?.operation ?? OPERATIONS[name]
  if (!declared && !kind.extraOps[operation]) return undefined
  return { ...LIFECYCLE[name], operation }
}

export const INSTANCE_DELETE_CONFIRM = {
  title: 'Delete instance',
  message:
    'Are you sure you want to delete {name}? Any attached disks will be detached but not deleted.',
  confirmLabel: 'Confirm',
}

export const INSTANCE_DELETE_TOAST = 'Deleting instance {name}'
