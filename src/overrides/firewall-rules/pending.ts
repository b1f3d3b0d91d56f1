import { validatePortRange, validateUnique } from '../../engine'
import type { Endpoint, PendingEndpoint, RuleDraft } from './rule-draft'
import { validateEndpointValue } from './rule-validation'

/** The list with the typed entry added, or why it is refused; the same check for Add and submit. */
export type Added<T> = { items: T[]; error?: undefined } | { items?: undefined; error: string }

export function addPort(ports: string[], typed: string): Added<string> {
  const port = typed.trim()
  // a port already listed is said to be so, not dropped without a word (spec §5)
  const error = validatePortRange(port) ?? validateUnique([...ports, port])
  return error ? { error } : { items: [...ports, port] }
}

export function addEndpoint<E extends Endpoint>(items: E[], typed: PendingEndpoint): Added<E> {
  const endpoint = { type: typed.type, value: typed.value.trim() } as E
  const error =
    validateEndpointValue(endpoint.type, endpoint.value) ?? validateUnique([...items, endpoint])
  return error ? { error } : { items: [...items, endpoint] }
}

/** Why each filter box's typed value cannot join its list; boxes left empty say nothing. */
export interface PendingErrors {
  targets?: string
  hosts?: string
  ports?: string
}

/**
 * On submit, a value typed in a filter box but not added is added, as "Add" would: a rule saved
 * without it would be broader than the one on screen (a port typed and not added would leave the
 * rule open on every port). A value "Add" refuses stays in its box and blocks the submit.
 */
export function settlePending(draft: RuleDraft): { draft: RuleDraft; errors: PendingErrors } {
  const errors: PendingErrors = {}
  const { target, host, port } = draft.pending
  let { targets, hosts, ports } = draft
  const pending = { ...draft.pending }
  if (target.value.trim() !== '') {
    const added = addEndpoint(targets, target)
    if (added.items === undefined) errors.targets = added.error
    else [targets, pending.target] = [added.items, { ...target, value: '' }]
  }
  if (host.value.trim() !== '') {
    const added = addEndpoint(hosts, host)
    if (added.items === undefined) errors.hosts = added.error
    else [hosts, pending.host] = [added.items, { ...host, value: '' }]
  }
  if (port.trim() !== '') {
    const added = addPort(ports, port)
    if (added.items === undefined) errors.ports = added.error
    else [ports, pending.port] = [added.items, '']
  }
  return { draft: { ...draft, targets, hosts, ports, pending }, errors }
}
