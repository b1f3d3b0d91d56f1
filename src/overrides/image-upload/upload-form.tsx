import { isWholeBlocks } from '../../contract'
import { describedBy, Field, formatBytes, validateName } from '../../engine'
import { useId, useState } from 'react'
import type { UploadRequest } from './upload-flow'

export type UploadFields = Omit<UploadRequest, 'project'>

// in bytes; they read as sizes ("512 B", "4 KiB"), as disk create and the lists show them
const BLOCK_SIZES = [512, 2048, 4096]

/** what is missing or wrong, by field; empty when the upload can start */
export function uploadErrors(
  fields: Partial<UploadFields>,
): Partial<Record<keyof UploadFields, string>> {
  const errors: Partial<Record<keyof UploadFields, string>> = {}
  const nameError = validateName(fields.name ?? '')
  if (nameError) errors.name = nameError
  if (!fields.os?.trim()) errors.os = 'Enter the operating system'
  if (!fields.version?.trim()) errors.version = 'Enter the version'
  if (!fields.file) errors.file = 'Choose an image file'
  else if (fields.file.size === 0) errors.file = 'The file is empty'
  // the platform writes whole blocks only: a file with a partial last block would be refused
  // after the rest of it had uploaded
  else if (fields.blockSize && !isWholeBlocks(fields.file.size, fields.blockSize))
    errors.file = `The file size is not a multiple of the block size (${formatBytes(fields.blockSize)})`
  return errors
}

/** the fields of an image upload; submits once every one is valid */
export function UploadForm({
  formId,
  onSubmit,
  nameError,
  onNameChange,
}: {
  formId: string
  onSubmit: (fields: UploadFields) => void
  /** what the platform said of the name when it was checked (taken) */
  nameError?: string
  onNameChange: () => void
}) {
  const id = useId()
  const [fields, setFields] = useState<Partial<UploadFields>>({ blockSize: 512, description: '' })
  const [tried, setTried] = useState(false)
  const errors = uploadErrors(fields)
  const shown = (key: keyof UploadFields) =>
    (tried ? errors[key] : undefined) ?? (key === 'name' ? nameError : undefined)
  const set = (patch: Partial<UploadFields>) => setFields((current) => ({ ...current, ...patch }))
  const text = (key: 'name' | 'description' | 'os' | 'version', label: string, hint?: string) => (
    <Field
      id={`${id}-${key}`}
      label={label}
      required={key !== 'description'}
      hint={hint}
      error={shown(key)}
    >
      <input
        id={`${id}-${key}`}
        className="input"
        value={fields[key] ?? ''}
        required={key !== 'description'}
        aria-invalid={shown(key) ? true : undefined}
        aria-describedby={describedBy(`${id}-${key}`, hint, shown(key))}
        onChange={(e) => {
          set({ [key]: e.target.value })
          if (key === 'name') onNameChange()
        }}
      />
    </Field>
  )

  return (
    <form
      id={formId}
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (Object.keys(errors).length === 0) onSubmit(fields as UploadFields)
      }}
    >
      {text('name', 'Name')}
      {text('description', 'Description')}
      {text('os', 'OS', 'The operating system in the image, e.g. debian')}
      {text('version', 'Version', 'The version of that system, e.g. 12')}
      <Field
        id={`${id}-block`}
        label="Block size"
        hint={`The block size of the image; most are ${formatBytes(512)}`}
      >
        <select
          id={`${id}-block`}
          className="input"
          value={fields.blockSize}
          onChange={(e) => set({ blockSize: Number(e.target.value) })}
        >
          {BLOCK_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatBytes(size)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-file`}
        label="Image file"
        required
        hint="A raw disk image"
        error={shown('file')}
      >
        <input
          id={`${id}-file`}
          type="file"
          className="input"
          required
          aria-invalid={shown('file') ? true : undefined}
          aria-describedby={describedBy(`${id}-file`, 'A raw disk image', shown('file'))}
          onChange={(e) => set({ file: e.target.files?.[0] })}
        />
      </Field>
    </form>
  )
}
