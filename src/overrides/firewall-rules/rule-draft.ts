import type {
  VpcFirewallRule,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '../../generated/platform/models'

/** A target or host filter: the same five kinds of endpoint. */
export type Endpoint = VpcFirewallRuleTarget | VpcFirewallRuleHostFilter
export type EndpointType = Endpoint['type']

/** A target or host filter as typed in its boxes, before "Add" puts it in the list. */
export interface PendingEndpoint {
  type: EndpointType
  value: string
}

/** What the filter boxes hold: typed but not yet added. Part of the draft, so submit sees it. */
export interface PendingFilters {
  target: PendingEndpoint
  host: PendingEndpoint
  port: string
}

export function emptyPending(): PendingFilters {
  return { target: { type: 'vpc', value: '' }, host: { type: 'vpc', value: '' }, port: '' }
}

/** What the form edits: the rule's fields as typed, before they are turned into a rule. */
export interface RuleDraft {
  enabled: boolean
  name: string
  description: string
  action: VpcFirewallRuleAction
  direction: VpcFirewallRuleDirection
  /** as typed: a number once valid */
  priority: string
  targets: VpcFirewallRuleTarget[]
  hosts: VpcFirewallRuleHostFilter[]
  tcp: boolean
  udp: boolean
  icmp: boolean
  /** optional ICMP type and code (a code needs a type) */
  icmpType: string
  icmpCode: string
  ports: string[]
  /** what the filter boxes hold, typed but not added: settled on submit (pending.ts) */
  pending: PendingFilters
}

export const DEFAULT_PRIORITY = 65534

export function emptyDraft(): RuleDraft {
  return {
    enabled: true,
    name: '',
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: String(DEFAULT_PRIORITY),
    targets: [],
    hosts: [],
    tcp: false,
    udp: false,
    icmp: false,
    icmpType: '',
    icmpCode: '',
    ports: [],
    pending: emptyPending(),
  }
}

/** The fields a copy keeps (spec §3): name, action, description, direction, filters, priority, status, targets. */
export function draftFromRule(rule: VpcFirewallRule | VpcFirewallRuleUpdate): RuleDraft {
  const protocols = rule.filters.protocols ?? []
  const icmp = protocols.find((protocol) => protocol.type === 'icmp')
  const icmpFilter = icmp?.type === 'icmp' ? icmp.value : null
  return {
    enabled: rule.status === 'enabled',
    name: rule.name,
    description: rule.description,
    action: rule.action,
    direction: rule.direction,
    priority: String(rule.priority),
    targets: [...rule.targets],
    hosts: [...(rule.filters.hosts ?? [])],
    tcp: protocols.some((protocol) => protocol.type === 'tcp'),
    udp: protocols.some((protocol) => protocol.type === 'udp'),
    icmp: icmp !== undefined,
    icmpType: icmpFilter ? String(icmpFilter.icmpType) : '',
    icmpCode: icmpFilter?.code ?? '',
    ports: [...(rule.filters.ports ?? [])],
    pending: emptyPending(),
  }
}

function protocolsOf(draft: RuleDraft): VpcFirewallRuleProtocol[] {
  const protocols: VpcFirewallRuleProtocol[] = []
  if (draft.tcp) protocols.push({ type: 'tcp' })
  if (draft.udp) protocols.push({ type: 'udp' })
  if (draft.icmp) {
    const icmpType = draft.icmpType.trim()
    const code = draft.icmpCode.trim()
    protocols.push({
      type: 'icmp',
      value:
        icmpType === '' ? null : { icmpType: Number(icmpType), code: code === '' ? null : code },
    })
  }
  return protocols
}

/**
 * The rule the API stores; an empty filter list is sent as null (it matches anything). A value
 * still typed in a filter box is refused here: the rule would be broader than the form shows.
 */
export function ruleFromDraft(draft: RuleDraft): VpcFirewallRuleUpdate {
  const { target, host, port } = draft.pending
  if ([target.value, host.value, port].some((typed) => typed.trim() !== '')) {
    throw new Error('A filter value is typed but not added: settle it before saving')
  }
  const protocols = protocolsOf(draft)
  return {
    name: draft.name.trim(),
    description: draft.description,
    status: draft.enabled ? 'enabled' : 'disabled',
    action: draft.action,
    direction: draft.direction,
    priority: Number(draft.priority),
    targets: draft.targets,
    filters: {
      hosts: draft.hosts.length > 0 ? draft.hosts : null,
      protocols: protocols.length > 0 ? protocols : null,
      ports: draft.ports.length > 0 ? draft.ports : null,
    },
  }
}

/** A stored rule in the shape the update takes (the list is always PUT whole). */
export function updateOf(rule: VpcFirewallRule): VpcFirewallRuleUpdate {
  const { name, description, status, direction, action, priority, targets, filters } = rule
  return { name, description, status, direction, action, priority, targets, filters }
}
