import {
  callOperation,
  GatedControl,
  humanizeWord,
  invalidateKind,
  unwrap,
  useConfirm,
  useToast,
} from '../../engine'
import { requireOperation, can } from '../facade'
import type { KindDef } from '../../contract'
import type { Instance, InstanceAutoRestartPolicy } from '../../generated/platform/models'

/** the policies the platform takes; none set, the platform's default applies */
const POLICIES: (InstanceAutoRestartPolicy | null)[] = [null, 'best_effort', 'never']

const policyLabel = (policy: InstanceAutoRestartPolicy | null) =>
  policy === null ? 'Default' : humanizeWord(policy)

/**
 * "Change auto restart": the instance's auto-restart policy alone, which the platform takes in
 * more states than a resize (the manifest's `updateAutoRestart`: a running instance too). The
 * call is `instance_update` with every other setting as it is, so nothing else changes.
 */
export function AutoRestartControl({ kind, instance }: { kind: KindDef; instance: Instance }) {
  const confirm = useConfirm()
  const toast = useToast()
  const availability = can.instance.updateAutoRestart(instance)
  const current = instance.autoRestartPolicy ?? null

  const change = () => {
    let chosen = current
    confirm({
      title: 'Change auto restart policy',
      message: (
        <fieldset className="stack">
          <legend>Restart {instance.name} when it fails:</legend>
          {POLICIES.map((policy) => (
            <div key={policy ?? 'default'} className="form-radio">
              <input
                id={`auto-restart-${policy ?? 'default'}`}
                type="radio"
                name="auto-restart-policy"
                defaultChecked={policy === current}
                onChange={() => (chosen = policy)}
              />
              <label htmlFor={`auto-restart-${policy ?? 'default'}`}>{policyLabel(policy)}</label>
            </div>
          ))}
        </fieldset>
      ),
      confirmLabel: 'Save',
      errorTitle: 'Could not change the auto restart policy',
      onConfirm: async () => {
        const op = requireOperation('instance_update')
        const body = {
          ncpus: instance.ncpus,
          memory: instance.memory,
          boot_disk: instance.bootDiskId ?? null,
          cpu_platform: instance.cpuPlatform ?? null,
          auto_restart_policy: chosen,
        }
        unwrap(
          await callOperation(op, {
            path: { instance: instance.id },
            body,
          }),
        )
        await invalidateKind('instance')
        toast.success(`Auto restart policy of ${instance.name} set to ${policyLabel(chosen)}`)
      },
    })
  }

  return (
    <GatedControl
      disabledReason={availability.reason}
      operation={kind.ops.update?.id}
      onPress={change}
    >
      Change auto restart
    </GatedControl>
  )
}
