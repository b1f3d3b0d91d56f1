import type { RJSFSchema } from '@rjsf/utils'
import { validateIp, validateIpNet } from './ip'
import { validateName } from './name'
import { validatePortRange } from './port-range'

type Schema = RJSFSchema & Record<string, unknown>
export type StringRule = (value: string) => string | undefined

/**
 * Which spec §5 rule a string field follows, named by the document: a shared definition the
 * field refers to (`Name`, `L4PortRange`, the networks) or its `format` (addresses).
 */
const ruleByDefinition: Record<string, StringRule> = {
  Name: validateName,
  L4PortRange: validatePortRange,
  IpNet: (value) => validateIpNet(value),
  Ipv4Net: (value) => validateIpNet(value, 'v4'),
  Ipv6Net: (value) => validateIpNet(value, 'v6'),
}

const ruleByFormat: Record<string, StringRule> = {
  ip: (value) => validateIp(value),
  ipv4: (value) => validateIp(value, 'v4'),
  ipv6: (value) => validateIp(value, 'v6'),
}

/** The definitions and formats the rules above cover: the schema's errors on them are replaced. */
export const coveredDefinitions = Object.keys(ruleByDefinition)
export const coveredFormats = Object.keys(ruleByFormat)

const DEFINITION = '#/definitions/'

export function definitionName(schema: Schema): string | undefined {
  const ref = schema.$ref
  return typeof ref === 'string' && ref.startsWith(DEFINITION)
    ? ref.slice(DEFINITION.length)
    : undefined
}

/** Follows a definitions $ref to its target (once per hop), else returns the schema. */
export function resolveRef(schema: Schema, root: Schema): Schema {
  const name = definitionName(schema)
  const target = name === undefined ? undefined : root.definitions?.[name]
  return target && typeof target === 'object' ? resolveRef(target as Schema, root) : schema
}

/** The spec rule of a string field's schema, if the document says it has one. */
export function stringRuleOf(schema: Schema, root: Schema): StringRule | undefined {
  const name = definitionName(schema)
  if (name !== undefined) {
    const rule = ruleByDefinition[name]
    return rule ?? stringRuleOf(resolveRef(schema, root), root)
  }
  const format = schema.format
  return typeof format === 'string' ? ruleByFormat[format] : undefined
}
