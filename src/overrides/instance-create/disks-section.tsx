import { useState } from 'react'
import { describedBy, Field, ReferencePicker, validateName, type ScopeLookup } from '../../engine'
import { can, type KindIndex } from '../facade'
import { diskSizeError, diskSizeHint, MAX_DISK_GIB } from '../disk-size/disk-size'
import type { ExtraDisk } from './draft'
import { DraftTable } from './draft-table'
import { FormOnDemand } from './form-on-demand'
import { Section, type SectionProps } from './section'
import { TextField } from './text-field'
import { AddButtons } from './add-buttons'

/** what is wrong with a new disk before it goes on the list */
function newDiskErrors(name: string, sizeGiB: number | undefined, taken: string[]) {
  const errors: { name?: string; size?: string } = {}
  const nameError = name === '' ? 'Required' : validateName(name)
  if (nameError) errors.name = nameError
  else if (taken.includes(name)) errors.name = 'Another disk has this name'
  const sizeError = diskSizeError(sizeGiB)
  if (sizeError) errors.size = sizeError
  return errors
}

/** The small form that adds a new blank disk to the list. */
function NewDiskForm({
  taken,
  onAdd,
  onCancel,
}: {
  taken: string[]
  onAdd: (disk: ExtraDisk) => void
  onCancel: () => void
}) {
  const [name, setName] = useState('')
  const [sizeGiB, setSizeGiB] = useState<number | undefined>(10)
  const [tried, setTried] = useState(false)
  const errors = newDiskErrors(name, sizeGiB, taken)
  const shown = tried ? errors : {}
  return (
    <fieldset className="card instance-create-fields" aria-label="New disk">
      <div className="instance-create-pair">
        <TextField
          id="new-disk-name"
          label="New disk name"
          value={name}
          onChange={setName}
          required
          error={shown.name}
        />
        <Field
          id="new-disk-size"
          label="New disk size (GiB)"
          required
          hint={`A blank disk, ${diskSizeHint()}`}
          error={shown.size}
        >
          <input
            id="new-disk-size"
            className="form-input"
            type="number"
            min={1}
            max={MAX_DISK_GIB}
            step={1}
            value={sizeGiB ?? ''}
            aria-invalid={shown.size ? true : undefined}
            aria-describedby={describedBy('new-disk-size', 'blank', shown.size)}
            onChange={(e) => setSizeGiB(e.target.value === '' ? undefined : Number(e.target.value))}
          />
        </Field>
      </div>
      <AddButtons
        label="Add disk"
        onAdd={() => {
          setTried(true)
          if (Object.keys(errors).length === 0 && sizeGiB !== undefined)
            onAdd({ type: 'create', name, sizeGiB })
        }}
        onCancel={onCancel}
      />
    </fieldset>
  )
}

/**
 * Disks beside the boot disk, in the order the guest sees them: new blank ones, created with
 * the instance, and detached disks of the project, attached to it.
 */
export function DisksSection({
  draft,
  set,
  errors,
  disks,
  scope,
}: SectionProps & { disks: KindIndex<'disk'>; scope: ScopeLookup }) {
  const [pickerKey, setPickerKey] = useState(0)
  const chosen = draft.disks.map((disk) => disk.name)
  const taken = [...chosen, ...(draft.bootSource === 'disk' && draft.source ? [draft.source] : [])]
  // only disks the disk table lets attach (spec §4), and each once
  const unavailable = [
    ...disks.items.filter((disk) => !can.disk.attach(disk).enabled).map((d) => d.name),
    ...taken,
  ]
  const add = (disk: ExtraDisk) => set({ disks: [...draft.disks, disk] }, 'disks')

  return (
    <Section id="disks" title="Additional disks">
      {draft.disks.length > 0 && (
        <DraftTable
          columns={['Name', 'Action', 'Size']}
          items={draft.disks}
          nameOf={(disk) => disk.name}
          cells={(disk) => (
            <>
              <td>{disk.name}</td>
              <td>{disk.type === 'create' ? 'Create' : 'Attach'}</td>
              <td>{disk.type === 'create' ? `${disk.sizeGiB} GiB` : '—'}</td>
            </>
          )}
          onRemove={(disk) =>
            set({ disks: draft.disks.filter((other) => other !== disk) }, 'disks')
          }
        />
      )}
      {errors.disks && (
        <p className="form-field-errors" role="alert">
          {errors.disks}
        </p>
      )}
      <Field
        id="attach-disk"
        label="Attach existing disk"
        hint="Disks of the project that can be attached"
      >
        <ReferencePicker
          key={pickerKey}
          id="attach-disk"
          label="Attach existing disk"
          kind="disk"
          scope={scope}
          value={undefined}
          exclude={unavailable}
          describedBy="attach-disk__description"
          onChange={(name) => {
            if (name === undefined) return
            add({ type: 'attach', name })
            setPickerKey((key) => key + 1)
          }}
        />
      </Field>
      <FormOnDemand label="Create new disk">
        {(close) => (
          <NewDiskForm
            taken={taken}
            onAdd={(disk) => {
              add(disk)
              close()
            }}
            onCancel={close}
          />
        )}
      </FormOnDemand>
    </Section>
  )
}
