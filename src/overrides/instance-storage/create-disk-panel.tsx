import { useMemo } from 'react'
import { useParams } from 'react-router'
import {
  buildOperationArgs,
  callOperation,
  FormPanel,
  invalidateKind,
  useToast,
} from '../../engine'
import { answerOf, kindByName, requireOperation } from '../facade'
import type { Disk, Instance } from '../../generated/platform/models'

/**
 * "Create disk" on the Storage tab: the disk kind's generic create form (its fields, bounds
 * and checks as on the disk list), whose submit creates the disk and then attaches it to the
 * instance, so the person does it in one step. A disk made but refused by the attach is said
 * so in the footer: it stays in the project, detached, to be attached or deleted.
 */
export function CreateDiskPanel({
  instance,
  onClose,
}: {
  instance: Instance
  onClose: () => void
}) {
  const params = useParams()
  const toast = useToast()
  const disks = kindByName('disk')
  const create = disks.ops.create
  const form = disks.forms.create
  if (!create || !form) throw new Error('Creating a disk here needs disk_create and its form')
  const panelForm = useMemo(
    () => ({ ...form, title: `Create disk for ${instance.name}` }),
    [form, instance.name],
  )
  const argsFor = (body: Record<string, unknown>) => buildOperationArgs(create, params, { body })

  return (
    <FormPanel
      form={panelForm}
      request={(body) => ({ op: create, args: argsFor(body) })}
      submit={async (body) => {
        const created = await callOperation<Disk>(create, argsFor(body))
        if (created.type !== 'success') return created
        const attached = await callOperation(requireOperation('instance_disk_attach'), {
          path: { instance: instance.id },
          body: { disk: created.data.id },
        })
        await invalidateKind('disk')
        if (attached.type === 'success') return created
        const message = `Disk ${created.data.name} was created but not attached: ${attached.error.message}`
        return { ...attached, error: { ...attached.error, message } }
      }}
      onSuccess={(created) => {
        toast.success(`Disk ${answerOf('disk_create', created).name} created and attached`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
