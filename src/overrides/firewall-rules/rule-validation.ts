import { hostNetProblem } from '../../contract'
import {
  networkMessage,
  validateIp,
  validateIpNet,
  validateName,
  validatePortRange,
  validateUnique,
} from '../../engine'
import type { Endpoint, EndpointType, RuleDraft } from './rule-draft'

export const ruleMessages = {
  required: 'Required',
  nameTaken: 'A rule with this name already exists in this VPC',
  priority: 'Must be a whole number from 0 to 65535',
  icmpType: 'Must be a whole number from 0 to 255',
  icmpRange: 'Must be a number from 0 to 255, or a range like 0-15',
  icmpCodeNeedsType: 'A code needs a type',
} as const

export type RuleErrors = Partial<
  Record<'name' | 'priority' | 'icmpType' | 'icmpCode' | 'targets' | 'hosts' | 'ports', string>
>

/** The value of a target or host filter, checked by its type. */
export function validateEndpointValue(type: EndpointType, value: string): string | undefined {
  if (value.trim() === '') return ruleMessages.required
  if (type === 'ip') return validateIp(value)
  if (type === 'ip_net') {
    // a network with host bits set matches more than it reads (10.0.0.5/8 is all of 10/8)
    const problem = hostNetProblem(value)
    return validateIpNet(value) ?? (problem && networkMessage(problem))
  }
  return validateName(value)
}

function wholeNumberIn(value: string, max: number): boolean {
  return /^\d+$/.test(value) && Number(value) <= max
}

function validateIcmpRange(value: string): string | undefined {
  const match = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(value)
  if (!match) return ruleMessages.icmpRange
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  return start > 255 || end > 255 || end < start ? ruleMessages.icmpRange : undefined
}

function listError<Item>(items: readonly Item[], itemError: (item: Item) => string | undefined) {
  return validateUnique(items) ?? items.map((item) => itemError(item)).find(Boolean)
}

/**
 * Every field of the draft; `takenNames` are the VPC's other rules (the one being edited is
 * left out by the caller), since names are unique within a VPC.
 */
export function validateDraft(draft: RuleDraft, takenNames: readonly string[]): RuleErrors {
  const errors: RuleErrors = {}
  const name = draft.name.trim()
  const nameError =
    name === ''
      ? ruleMessages.required
      : (validateName(name) ?? (takenNames.includes(name) ? ruleMessages.nameTaken : undefined))
  if (nameError) errors.name = nameError
  if (!wholeNumberIn(draft.priority.trim(), 65535)) errors.priority = ruleMessages.priority
  if (draft.icmp) {
    const icmpType = draft.icmpType.trim()
    const code = draft.icmpCode.trim()
    if (icmpType !== '' && !wholeNumberIn(icmpType, 255)) errors.icmpType = ruleMessages.icmpType
    if (code !== '') {
      const codeError = icmpType === '' ? ruleMessages.icmpCodeNeedsType : validateIcmpRange(code)
      if (codeError) errors.icmpCode = codeError
    }
  }
  const endpointError = (endpoint: Endpoint) => validateEndpointValue(endpoint.type, endpoint.value)
  const targets = listError(draft.targets, endpointError)
  if (targets) errors.targets = targets
  const hosts = listError(draft.hosts, endpointError)
  if (hosts) errors.hosts = hosts
  const ports = listError(draft.ports, validatePortRange)
  if (ports) errors.ports = ports
  return errors
}
