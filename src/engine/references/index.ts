/** References between kinds: shown by name, picked by name. */
export { ReferenceName, ShortId } from './reference-name'
export { ReferenceChoice } from './reference-choice'
export type { ReferenceChoiceProps } from './reference-choice-field'
export { ReferencePicker } from './reference-picker'
export type { ReferencePickerProps } from './reference-picker'
export { ScopedReferencePicker } from './scoped-reference-picker'
export {
  REFERENCE_PAGE_SIZE,
  scopeLookup,
  useReferenceIndex,
  useReferenceLists,
} from './reference-index'
export type { ReferenceIndex, ScopeLookup } from './reference-index'
