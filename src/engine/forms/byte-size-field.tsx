import type { InputHTMLAttributes } from 'react'

/** One gibibyte: the unit people size memory and disks in. */
export const GiB = 1024 ** 3

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max'>

interface ByteSizeFieldProps extends InputProps {
  /** the size in bytes, as the API counts it; undefined when empty */
  value: number | undefined
  onChange: (bytes: number | undefined) => void
  /** bounds in bytes, from the schema; shown and enforced in GiB */
  minBytes?: number
  maxBytes?: number
}

/** A size typed in GiB and kept in bytes: people never see a byte count. */
export function ByteSizeField({
  value,
  onChange,
  minBytes,
  maxBytes,
  ...input
}: ByteSizeFieldProps) {
  return (
    <input
      {...input}
      className="form-input"
      type="number"
      inputMode="decimal"
      min={minBytes === undefined ? 0 : minBytes / GiB}
      max={maxBytes === undefined ? undefined : maxBytes / GiB}
      step="any"
      value={value === undefined ? '' : value / GiB}
      onChange={(event) => {
        const raw = event.target.value
        onChange(raw === '' ? undefined : Math.round(Number(raw) * GiB))
      }}
    />
  )
}
