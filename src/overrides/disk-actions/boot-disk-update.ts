import { callOperation, invalidateKind, unwrap } from '../../engine'
import { requireOperation } from '../facade'
import type { DiskInstance } from './disk-instance'

/**
 * Points the instance at another boot disk (a disk id), or at none (null). The platform's
 * update replaces every setting, so the instance's current ones go with it: read it afresh.
 */
export async function replaceBootDisk(instance: DiskInstance, disk: string | null) {
  const { ncpus, memory, autoRestartPolicy, cpuPlatform } = instance.row
  unwrap(
    await callOperation(requireOperation('instance_update'), {
      path: { instance: instance.row.id },
      body: {
        ncpus,
        memory,
        boot_disk: disk,
        auto_restart_policy: autoRestartPolicy ?? null,
        cpu_platform: cpuPlatform ?? null,
      },
    }),
  )
  await Promise.all([invalidateKind('instance'), invalidateKind('disk')])
}
