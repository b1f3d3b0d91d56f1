import { lazy, Suspense } from 'react'
import type { ReferenceChoiceProps } from './reference-choice-field'

// the picker (react-aria's combobox) loads with the first confirm that asks, not with the list
const ReferenceChoiceField = lazy(() => import('./reference-choice-field'))

/** A reference chosen inside a confirm (see ReferenceChoiceField), loaded when first shown. */
export function ReferenceChoice(props: ReferenceChoiceProps) {
  return (
    <Suspense fallback={null}>
      <ReferenceChoiceField {...props} />
    </Suspense>
  )
}
