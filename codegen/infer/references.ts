// References between kinds: a field or body property that names another kind's item
// (`instance_id`, `image_id`, `anti_affinity_groups`, `vpc_name`, a name-or-id `pool`). The
// engine shows such a value as the item's name and enters it with a picker, never as an id.
// Inferred from field names and schemas; a manifest kind's `references` entry declares or
// denies (`null`) one by wire field name.
import type { ColumnDef, KindDef, Registry } from '../../src/contract/index.ts'
import type { Problem } from '../util/diagnostics.ts'
import { isObject } from '../util/json.ts'
import { capitalize } from '../../src/contract/index.ts'
import { snakeCase } from '../util/names.ts'
import type { Schema } from '../util/openapi.ts'

/** The schema keyword a form property carries when it refers to a kind. */
export const REFERENCE_KEYWORD = 'x-reference'
/** Beside it: any name may be typed, the list only helps (the API takes a name not made yet). */
export const FREE_TEXT_KEYWORD = 'x-reference-free'

/** The suffixes a referring field may carry: `image_id`, `anti_affinity_groups`, `vpc_name`. */
const SUFFIXES = [/_ids$/, /_id$/, /_names$/, /_name$/, /s$/, /$/]

/**
 * Kinds a referring field can name: one with a list (to pick from and to look names up in).
 * Ranked: the kind whose own name is the word (`disk` over the physical disk keyed `disk_id`),
 * then the one keyed by it whose list needs the fewest selectors, with a create operation.
 */
export class ReferenceResolver {
  private readonly byWord = new Map<string, KindDef>()
  private readonly kinds: Registry['kinds']

  constructor(registry: Registry) {
    this.kinds = registry.kinds
    const listable = Object.values(registry.kinds).filter((kind) => kind.ops.list !== undefined)
    const rank = (kind: KindDef, word: string) =>
      (snakeCase(kind.name) === word ? 0 : 100) +
      (kind.ops.list?.queryParams.filter((param) => param.selector || param.required).length ?? 0) *
        10 +
      (kind.ops.create ? 0 : 1)
    const words = new Set(
      listable.flatMap((kind) => [snakeCase(kind.name), ...(kind.key ? [kind.key] : [])]),
    )
    for (const word of words) {
      const best = listable
        .filter((kind) => snakeCase(kind.name) === word || kind.key === word)
        .sort((a, b) => rank(a, word) - rank(b, word) || a.name.localeCompare(b.name))[0]
      if (best) this.byWord.set(word, best)
    }
  }

  /**
   * The kind a field name refers to: its stem without suffix (`boot_disk_id` → `boot_disk`),
   * then shorter tails of it (`disk`), so `custom_router` finds the router.
   */
  /** how a form labels a field that names its kind by role only (`parent` → "Instance") */
  labelFor(field: string, kind: string): string | undefined {
    const singular = this.kinds[kind]?.singular
    if (singular === undefined) return undefined
    const last = singular.split(' ').at(-1)?.toLowerCase() ?? ''
    return field.split('_').includes(last) ? undefined : capitalize(singular)
  }

  kindOf(field: string): string | undefined {
    for (const suffix of SUFFIXES) {
      if (!suffix.test(field)) continue
      const words = field.replace(suffix, '').split('_')
      for (let start = 0; start < words.length; start += 1) {
        const kind = this.byWord.get(words.slice(start).join('_'))
        if (kind) return kind.name
      }
    }
    return undefined
  }
}

/** The declared target of a field: a string, an explicit "none" (null), or not declared. */
function declared(
  declarations: Record<string, string | null> | undefined,
  field: string,
): string | null | undefined {
  return declarations && field in declarations ? declarations[field] : undefined
}

const wireLeaf = (field: string) => snakeCase(field.split('.').pop() ?? field)

/** Columns and properties that hold another kind's id show its name. */
function referenceColumn(
  column: ColumnDef,
  resolver: ReferenceResolver,
  declarations: Record<string, string | null> | undefined,
): ColumnDef {
  const leaf = wireLeaf(column.field)
  const explicit = declared(declarations, leaf)
  if (explicit === null) return column
  const byName = /_ids?$/.test(leaf) ? resolver.kindOf(leaf) : undefined
  const target = explicit ?? byName
  if (target === undefined) return column
  // it shows a name now, so the header no longer speaks of ids
  return { ...column, header: column.header.replace(/ IDs?$/i, ''), reference: target }
}

/** Sets `reference` on every column and property of every kind that refers to another kind. */
export function addColumnReferences(registry: Registry): void {
  const resolver = new ReferenceResolver(registry)
  for (const kind of Object.values(registry.kinds)) {
    const own = kind.references
    kind.columns = kind.columns.map((column) => referenceColumn(column, resolver, own))
    kind.properties = kind.properties.map((column) => referenceColumn(column, resolver, own))
  }
}

const NAME_OR_ID = '#/definitions/NameOrId'
const NAME = '#/definitions/Name'

/** How a property's value names an item: by name or id, by name only, by id only. */
function referenceShape(
  field: string,
  schema: Schema,
  declared: boolean,
): 'nameOrId' | 'name' | 'id' | undefined {
  if (schema.$ref === NAME_OR_ID) return 'nameOrId'
  if (schema.$ref === NAME && /_names?$/.test(field)) return 'name'
  // an id field the manifest names a reference needs no `_id` suffix (a probe's `sled`)
  const idField = declared || /_ids?$/.test(field)
  if (schema.type === 'string' && schema.format === 'uuid' && idField) return 'id'
  return undefined
}

/**
 * The referring value itself, inside a nullable wrapper or an array: `{anyOf: [X, null]}`,
 * `{items: X}`. Returns the holder and key to rewrite in place.
 */
function referringSlots(schema: Schema): { holder: Schema | Schema[]; key: string | number }[] {
  const slots: { holder: Schema | Schema[]; key: string | number }[] = []
  if (Array.isArray(schema.anyOf)) {
    schema.anyOf.forEach((option, index) => {
      if (isObject(option) && option.type === 'array' && isObject(option.items))
        slots.push({ holder: option, key: 'items' })
      else slots.push({ holder: schema.anyOf as Schema[], key: index })
    })
  }
  if (schema.type === 'array' && isObject(schema.items))
    slots.push({ holder: schema, key: 'items' })
  return slots
}

function rewriteSlot(
  slot: Schema,
  field: string,
  kind: string,
  declared = false,
): Schema | undefined {
  const shape = referenceShape(field, slot, declared)
  if (shape === undefined) return undefined
  // a name-or-id union becomes one string picked by name: the API takes either
  if (shape === 'nameOrId') return { type: 'string', minLength: 1, [REFERENCE_KEYWORD]: kind }
  return { ...slot, [REFERENCE_KEYWORD]: kind }
}

/**
 * Marks every property of a form schema (its body and every definition it reaches) that
 * refers to a kind with `x-reference: <kind>`; name-or-id unions become plain strings so the
 * form shows one picker, not an "id or name" choice.
 */
export function annotateFormReferences(
  schema: Schema,
  resolver: ReferenceResolver,
  declarations: Record<string, string | null> | undefined,
): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isObject(node)) return
    annotateTaggedName(node as Schema, resolver)
    const properties = (node as Schema).properties
    if (isObject(properties)) {
      for (const [field, property] of Object.entries(properties)) {
        if (!isObject(property)) continue
        const explicit = declared(declarations, field)
        const kind = explicit === null ? undefined : (explicit ?? resolver.kindOf(field))
        if (kind === undefined) continue
        const direct = rewriteSlot(property, field, kind, explicit !== undefined)
        if (direct) {
          const label = explicit ? resolver.labelFor(field, kind) : undefined
          properties[field] = { ...pick(property), ...(label ? { title: label } : {}), ...direct }
          continue
        }
        for (const { holder, key } of referringSlots(property)) {
          const inner = (holder as Record<string | number, Schema>)[key]
          const rewritten = inner && rewriteSlot(inner, field, kind, explicit !== undefined)
          if (rewritten) (holder as Record<string | number, Schema>)[key] = rewritten
        }
      }
    }
    Object.values(node).forEach(visit)
  }
  visit(schema)
}

/**
 * A variant of a tagged union whose tag names a kind and whose value is a name (a route's
 * `{type: "instance", value: "db1"}`): the value is picked from that kind's items by name.
 * Free text stays: the platform takes a name whatever exists. Its `id`, when it holds a UUID
 * (an image's source `{type: "snapshot", id}`), is that kind's item too, picked, never typed.
 */
function annotateTaggedName(node: Schema, resolver: ReferenceResolver): void {
  const properties = node.properties
  if (!isObject(properties)) return
  const { type, value, id } = properties as Record<string, Schema | undefined>
  const tag = Array.isArray(type?.enum) && type.enum.length === 1 ? type.enum[0] : undefined
  if (typeof tag !== 'string') return
  const kind = resolver.kindOf(tag)
  if (kind === undefined) return
  const slots = properties as Record<string, Schema>
  if (id?.type === 'string' && id.format === 'uuid')
    slots.id = {
      ...id,
      title: resolver.labelFor('id', kind) ?? capitalize(tag),
      [REFERENCE_KEYWORD]: kind,
    }
  if (value?.$ref === NAME)
    slots.value = { ...value, [REFERENCE_KEYWORD]: kind, [FREE_TEXT_KEYWORD]: true }
}

/** What a property keeps when its value schema is replaced: words and default. */
function pick(property: Schema): Schema {
  const { title, description } = property
  return {
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...('default' in property ? { default: property.default } : {}),
  }
}

/** A manifest kind's `references`, checked: every target must be a kind with a list. */
export function declareReferences(
  registry: Registry,
  entries: readonly { file: string; at: string; key: string; references?: unknown }[],
): Problem[] {
  const problems: Problem[] = []
  for (const { file, at, key, references } of entries) {
    const kind = registry.kinds[key]
    if (references === undefined || kind === undefined) continue
    if (!isObject(references)) {
      problems.push({ file, at: `${at}.references`, reason: 'must map wire fields to kinds' })
      continue
    }
    const kept: Record<string, string | null> = {}
    for (const [field, target] of Object.entries(references)) {
      if (target === null || (typeof target === 'string' && registry.kinds[target]?.ops.list)) {
        kept[field] = target
      } else {
        problems.push({
          file,
          at: `${at}.references.${field}`,
          reason: `"${String(target)}" is not a kind with a list`,
        })
      }
    }
    kind.references = kept
  }
  return problems
}
