import { useMemo, useState, type KeyboardEvent } from 'react'
import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components'
import { fieldValue } from '../pages/route-path'
import { itemLabel } from '../pages/route-path'
import { withArticle } from '../pages/words'
import { useReferenceIndex, type ScopeLookup } from './reference-index'

export interface ReferencePickerProps {
  /** the id of the input; a `<label for>` outside names it */
  id: string
  /** accessible name (the visible label's text) */
  label: string
  /** the kind to pick from */
  kind: string
  /** the chosen item's name (or id, with `by: 'id'`); undefined when none */
  value: string | undefined
  onChange: (value: string | undefined) => void
  /** where the kind's list is read: the current project, silo, VPC… */
  scope: ScopeLookup
  /** what the API takes: the item's name (default) or its id */
  by?: 'name' | 'id'
  required?: boolean
  disabled?: boolean
  invalid?: boolean
  /** ids of the hint and error, as for any input */
  describedBy?: string
  /** items that cannot be chosen here (already members…), by the stored value */
  exclude?: readonly string[]
  /**
   * any text is a value, the list only a help to type it: where the API takes a name that need
   * not exist yet (a firewall rule's target). By name only.
   */
  freeText?: boolean
  /** what the empty box shows instead of "Select a …" (an example, for free text) */
  placeholder?: string
  /** keys in the box before the combobox's own (Enter that adds to a list) */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  /** focus the box when it appears (a list's picker, new again after an add) */
  autoFocus?: boolean
}

interface Option {
  key: string
  /** the item's id, whatever the key: a value seeded from an item's `…_id` field names it so */
  id: string
  name: string
  detail?: string
}

/**
 * Picks an item of a kind by name from a searchable list, scoped like the page: never a box
 * to type an id into. The stored value is what the API takes (the name, or the id).
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const index = useReferenceIndex(props.kind, props.scope)
  const by = props.by ?? 'name'
  const options = useMemo<Option[]>(
    () =>
      index.items
        .map((item) => {
          const name = itemLabel(index.kind, item)
          const id = String(fieldValue(item, 'id') ?? name)
          const description = fieldValue(item, 'description')
          return {
            key: by === 'id' ? id : name,
            id,
            name,
            ...(typeof description === 'string' && description !== ''
              ? { detail: description }
              : {}),
          }
        })
        .filter((option) => !props.exclude?.includes(option.key)),
    [index.items, index.kind, by, props.exclude],
  )
  // a value the form was seeded with from the item's id (the instance's `boot_disk_id` for the
  // body's `boot_disk`, which takes a name or an id) shows as the item it names, not blank
  const selectedKey =
    options.find((option) => option.key === props.value || option.id === props.value)?.key ??
    props.value ??
    null
  const empty = !index.isLoading && options.length === 0
  const emptyText = `No ${index.kind.plural} to choose from`
  const placeholder =
    props.placeholder ??
    (index.isLoading
      ? 'Loading…'
      : empty
        ? emptyText
        : `Select ${withArticle(index.kind.singular)}`)
  // free text: the typed text is the value, and choosing an item types its name
  const choice = props.freeText
    ? {
        allowsCustomValue: true,
        inputValue: props.value ?? '',
        onInputChange: (text: string) => props.onChange(text === '' ? undefined : text),
      }
    : {
        selectedKey,
        onSelectionChange: (key: Key | null) =>
          props.onChange(key === null ? undefined : String(key)),
        // a name no item carries any more (deleted since) still shows, rather than vanishing
        allowsCustomValue: false,
      }
  // the list opens when a person reaches for it (a click, typing, the arrow keys), not when a
  // form puts focus in its first field as it opens: a list popped open over a form that has just
  // appeared hides the form, and would sit outside the page's landmarks
  const [reached, setReached] = useState(false)
  return (
    <ComboBox
      id={props.id}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      className="reference-picker"
      {...choice}
      defaultItems={options}
      menuTrigger={reached ? 'focus' : 'input'}
      isRequired={props.required}
      isDisabled={props.disabled}
      isInvalid={props.invalid}
      // clicked before its list has come, or with nothing to choose, it still opens and says so
      allowsEmptyCollection={reached}
    >
      <div className="reference-picker-control" onPointerDown={() => setReached(true)}>
        <Input
          className="form-input"
          placeholder={placeholder}
          onKeyDown={props.onKeyDown}
          // only when the caller moves focus back to it
          autoFocus={props.autoFocus}
        />
        <Button
          className="btn btn-ghost reference-picker-toggle"
          aria-label={`Show ${index.kind.plural}`}
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className="popover reference-picker-popover" placement="bottom start">
        <ListBox<Option>
          className="reference-picker-list"
          renderEmptyState={() => (
            <div className="reference-picker-empty" role={index.isLoading ? 'status' : undefined}>
              {index.isLoading ? 'Loading…' : emptyText}
            </div>
          )}
        >
          {(option) => (
            <ListBoxItem
              id={option.key}
              textValue={option.name}
              className="menu-item reference-picker-item"
            >
              <span className="reference-picker-name">{option.name}</span>
              {option.detail && <span className="reference-picker-detail">{option.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
