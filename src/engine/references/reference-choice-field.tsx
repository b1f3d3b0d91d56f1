import { useState } from 'react'
import { describedBy, Field } from '../forms/field'
import { ReferencePicker, type ReferencePickerProps } from './reference-picker'

export type ReferenceChoiceProps = Pick<
  ReferencePickerProps,
  'id' | 'label' | 'kind' | 'scope' | 'by' | 'exclude'
> & {
  /** why some items are missing (the states that cannot take part) */
  hint?: string
  onChange: (value: string | undefined) => void
}

/**
 * One required reference, picked by name inside a confirm (the instance a disk goes to, the
 * group an instance joins): the confirm has no form state, so the choice keeps its own and
 * reports each change.
 */
export default function ReferenceChoiceField({ hint, onChange, ...picker }: ReferenceChoiceProps) {
  const [value, setValue] = useState<string>()
  return (
    <Field id={picker.id} label={picker.label} required hint={hint}>
      <ReferencePicker
        {...picker}
        value={value}
        required
        describedBy={describedBy(picker.id, hint)}
        onChange={(chosen) => {
          setValue(chosen)
          onChange(chosen)
        }}
      />
    </Field>
  )
}
