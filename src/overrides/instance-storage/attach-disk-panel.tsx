import { useId, useState } from 'react'
import {
  callOperation,
  Field,
  FormFooterErrors,
  invalidateKind,
  SideModal,
  useOperationQuery,
  useToast,
} from '../../engine'
import { can, requireOperation } from '../facade'
import type { Disk, DiskResultsPage, Instance } from '../../generated/platform/models'

/**
 * Attach one of the project's detached disks to the instance. The API takes any disk by name
 * or id; offering only the ones the disk state table lets attach (spec §4) saves a round trip
 * that could only fail.
 */
export function AttachDiskPanel({
  instance,
  onClose,
}: {
  instance: Instance
  onClose: () => void
}) {
  const selectId = useId()
  const toast = useToast()
  const [disk, setDisk] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const disks = useOperationQuery<DiskResultsPage>(requireOperation('disk_list'), {
    query: { project: instance.projectId, limit: 1000 },
  })
  const attachable = (disks.data?.items ?? []).filter(
    (candidate: Disk) => can.disk.attach(candidate).enabled,
  )

  async function attach() {
    if (!disk) {
      setError('Choose a disk to attach')
      return
    }
    setPending(true)
    const result = await callOperation(requireOperation('instance_disk_attach'), {
      path: { instance: instance.id },
      body: { disk },
    })
    setPending(false)
    if (result.type !== 'success') {
      setError(result.error.message)
      return
    }
    await invalidateKind('disk')
    toast.success(`Disk ${attachable.find((d) => d.id === disk)?.name ?? ''} attached`)
    onClose()
  }

  return (
    <SideModal
      title="Attach disk"
      onRequestClose={onClose}
      footer={
        <>
          <FormFooterErrors errors={error ? [error] : []} />
          <div className="form-footer-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              onClick={() => void attach()}
            >
              Attach disk
            </button>
          </div>
        </>
      }
    >
      <Field id={selectId} label="Disk">
        <select
          id={selectId}
          className="form-input"
          value={disk}
          onChange={(event) => {
            setDisk(event.target.value)
            setError(undefined)
          }}
        >
          <option value="">
            {disks.isLoading
              ? 'Loading disks…'
              : attachable.length === 0
                ? 'No detached disks in this project'
                : 'Choose a disk'}
          </option>
          {attachable.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </Field>
    </SideModal>
  )
}
