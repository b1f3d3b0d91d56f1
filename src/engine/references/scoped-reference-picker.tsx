import { useState } from 'react'
import type { KindDef } from '../../contract'
import { currentRegistry } from '../console/parts'
import { neededOnFirstPage } from '../data/params'
import { kindByName } from '../pages/registry-lookup'
import { withArticle } from '../pages/words'
import { referenceListArgs, type ScopeLookup } from './reference-index'
import { ReferencePicker, type ReferencePickerProps } from './reference-picker'

interface MissingScope {
  /** the list's parameter the page and the form leave empty (`project`) */
  param: string
  /** the kind whose items it names, which the person picks first */
  kind: KindDef
}

/**
 * The scopes a kind's list needs that the lookup cannot give, each naming a kind with a list
 * of its own: a silo's image form picks a snapshot, and only a project lists its snapshots.
 */
export function missingScopes(
  kindName: string,
  lookup: ScopeLookup,
  formFields: readonly string[] = [],
): MissingScope[] {
  const op = kindByName(kindName).ops.list
  if (!op) return []
  const needed = neededOnFirstPage(op)
  const params = [
    ...op.pathParams,
    ...op.queryParams.filter((param) => needed(param)).map((param) => param.name),
  ]
  const kinds = Object.values(currentRegistry().kinds)
  return params.flatMap((param) => {
    if (lookup(param) !== undefined) return []
    // the form asks for it itself (a VPC field beside the subnet's): its own field scopes the list
    if ([param, `${param}_name`, `${param}_id`].some((field) => formFields.includes(field)))
      return []
    const kind = kinds.find((candidate) => candidate.key === param && candidate.ops.list)
    // a scope that can itself be listed here (the silo's projects); one that needs a scope of
    // its own again (a network interface's instance, in a project) is no help to pick from
    const listable = kind?.ops.list && referenceListArgs(kind.ops.list, lookup).complete
    return kind && listable ? [{ param, kind }] : []
  })
}

/**
 * A reference picker that first asks for the scope its list needs when neither the page nor
 * the form names it ("Project", then "Snapshot"): the item is then picked from that scope's
 * list. The scope only finds the item; the form sends the item alone, as the API takes it.
 * With its scope at hand it is the plain picker.
 */
export function ScopedReferencePicker({
  formFields,
  ...props
}: ReferencePickerProps & {
  /** the fields of the form the picker is in, which scope it themselves when filled */
  formFields?: readonly string[]
}) {
  const [chosen, setChosen] = useState<Record<string, string | undefined>>({})
  const missing = missingScopes(props.kind, props.scope, formFields)
  // free text takes any name typed: the list is only a help there
  if (missing.length === 0 || props.freeText) return <ReferencePicker {...props} />
  const lookup: ScopeLookup = (name) => props.scope(name) ?? chosen[name]
  const kind = kindByName(props.kind)
  const waiting = missing.find(({ param }) => chosen[param] === undefined)
  return (
    // one group, named as the field: its scope's picker, then the item's
    <div className="reference-scoped" role="group" aria-label={props.label}>
      {missing.map(({ param, kind: scopeKind }) => {
        const id = `${props.id}__${param}`
        return (
          <div className="reference-scope" key={param}>
            <label htmlFor={id} className="reference-scope-label">
              {scopeKind.title}
            </label>
            <ReferencePicker
              id={id}
              label={`${scopeKind.title} of the ${kind.singular}`}
              kind={scopeKind.name}
              value={chosen[param]}
              onChange={(value) => {
                setChosen((before) => ({ ...before, [param]: value }))
                // an item of another scope's list is no choice in this one
                if (props.value !== undefined) props.onChange(undefined)
              }}
              scope={lookup}
              required={props.required}
              disabled={props.disabled}
            />
          </div>
        )
      })}
      <ReferencePicker
        {...props}
        scope={lookup}
        disabled={props.disabled || waiting !== undefined}
        placeholder={
          waiting ? `Select ${withArticle(waiting.kind.singular)} first` : props.placeholder
        }
      />
    </div>
  )
}
