// A manifest kind entry's actions and capabilities, each operation and state checked against
// the document.
import type { ActionDef, Capability, KindDef } from '../../src/contract/index.ts'
import { enginePath } from '../../src/contract/index.ts'
import type { Model } from '../infer/index.ts'
import { propertiesOf, refNameOf } from '../infer/schemas.ts'
import { kebabCase, snakeCase, titleCase } from '../util/names.ts'
import type { Schema } from '../util/openapi.ts'
import { actionSeed } from './action-seed.ts'
import { itemConditions } from './conditions.ts'
import { downloadName } from './download-name.ts'
import type { ActionEntry, CapabilityEntry } from './manifest-types.ts'
import { below, knownStates, type Place } from './place.ts'

/** the kind an action entry belongs to: its def so far, its item schema, its operation prefix */
export interface ActionOwner {
  kind: KindDef
  item: Schema | undefined
  prefix: string
}

/** one action entry, at its place in the manifest, and the kind it belongs to */
export interface ActionInput {
  model: Model
  action: ActionEntry
  owner: ActionOwner
  place: Place
}

/** one action entry: its operation (named, inferred or by convention), texts, states, form */
export function mergeAction({ model, action, owner, place }: ActionInput): ActionDef | undefined {
  const { kind, item, prefix } = owner
  const { file, at, check } = place
  if (typeof action.name !== 'string') {
    check.error(file, at, 'an action needs a name')
    return undefined
  }
  const inferred = kind.actions.find((candidate) => candidate.name === action.name)
  const operation =
    action.operation ??
    inferred?.operation ??
    (action.name === 'delete' ? kind.ops.delete?.id : undefined) ??
    `${prefix}_${snakeCase(action.name)}`
  const op = model.operations.get(operation)
  if (op === undefined) {
    check.missingOperation(file, `${at}.operation`, operation)
    return undefined
  }
  const def: ActionDef = {
    name: action.name,
    label: action.label ?? inferred?.label ?? titleCase(action.name),
    operation,
  }
  if (action.states !== undefined) {
    if (kind.states === undefined) check.error(file, `${at}.states`, 'the kind declares no states')
    else def.allowedStates = knownStates(action.states, kind.states.values, below(place, '.states'))
  }
  if (action.disabledReason !== undefined) def.disabledReason = action.disabledReason
  if (action.danger ?? inferred?.danger) def.danger = true
  if (action.confirm !== undefined) {
    def.confirm = {
      title: action.confirm.title,
      message: action.confirm.message,
      confirmLabel: action.confirm.button,
    }
  }
  if (action.toast !== undefined) def.successToast = action.toast
  const takesBody = op.ref.body?.contentType === 'application/json'
  if (action.download !== undefined) {
    const where = below(place, '.download')
    // a file is fetched, not sent: nothing to ask for
    if (takesBody) check.error(file, where.at, `${operation} takes a body; a download sends none`)
    const name = downloadName({ model, template: action.download, item, place: where })
    if (name !== undefined) def.download = name
  }
  if (takesBody && operation !== kind.ops.delete?.id) {
    // the row's fields first: what it already says is sent, never asked again
    const seeded =
      action.seed === undefined
        ? undefined
        : actionSeed({ model, seed: action.seed, operation, body: op.bodySchema, item, place })
    // seeds the document lacks are dropped (a warning off our document): the action asks
    if (seeded !== undefined && Object.keys(seeded.seed).length > 0) def.seed = seeded.seed
    const carried = def.seed === undefined ? bodyFieldOf(model, item, op.bodySchema) : undefined
    if (carried !== undefined) def.bodyField = enginePath(carried)
    else if (def.seed === undefined || seeded?.complete !== true)
      def.form = `${kebabCase(kind.name)}-${kebabCase(action.name)}`
  } else if (action.seed !== undefined) {
    check.error(file, `${at}.seed`, `${operation} takes no body to seed`)
  }
  return def
}

/**
 * The item's field whose schema is the whole body (an IP range row's `range` is what removing
 * it sends): such an action asks nothing, the item it was chosen on already says it.
 */
function bodyFieldOf(model: Model, item: Schema | undefined, body: Schema | undefined) {
  const bodyName = refNameOf(body)
  if (bodyName === undefined) return undefined
  const fields = Object.entries(propertiesOf(model.document, item))
  return fields.find(([, schema]) => refNameOf(schema) === bodyName)?.[0]
}

/** a kind entry's `capabilities:`, the kind so far and its item's fields, at the entry's place */
export interface CapabilitiesInput {
  model: Model
  kind: KindDef
  entries: Record<string, CapabilityEntry>
  fields: string[]
  place: Place
}

/** the kind's capabilities: allowed states with a reason, and/or rules on the item's fields */
export function mergeCapabilities({
  model,
  kind,
  entries,
  fields,
  place: { file, at, check },
}: CapabilitiesInput): Record<string, Capability> {
  const values = kind.states?.values
  const merged: Record<string, Capability> = {}
  for (const [name, entry] of Object.entries(entries)) {
    const where = `${at}.capabilities.${name}`
    const byState = entry.states !== undefined || entry.disabledReason !== undefined
    if (!byState && entry.requires === undefined) {
      check.error(file, where, 'a capability needs `states` and a `disabledReason`, or `requires`')
      continue
    }
    const capability: Capability = {}
    if (byState) {
      if (!Array.isArray(entry.states) || typeof entry.disabledReason !== 'string') {
        check.error(file, where, 'a capability needs `states` and a `disabledReason`')
        continue
      }
      if (values === undefined) {
        check.error(file, `${where}.states`, 'the kind declares no states')
        continue
      }
      capability.allowedStates = knownStates(entry.states, values, {
        file,
        at: `${where}.states`,
        check,
      })
      capability.disabledReason = entry.disabledReason
    }
    if (entry.requires !== undefined) {
      const rules = itemConditions({
        model,
        entries: entry.requires,
        fields,
        place: { file, at: where, check },
      })
      const onFields = rules.flatMap((rule) => ('field' in rule ? [rule] : []))
      if (onFields.length < rules.length)
        check.error(file, `${where}.requires`, 'a capability takes field rules only')
      capability.requires = onFields
    }
    if (entry.operation !== undefined) {
      if (model.operations.has(entry.operation)) capability.operation = entry.operation
      else check.missing(file, `${where}.operation`, `unknown operation "${entry.operation}"`)
    }
    merged[name] = capability
  }
  return merged
}
