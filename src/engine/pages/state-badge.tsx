import type { KindDef } from '../../contract'

const DANGER_STATES = new Set(['failed', 'faulted', 'destroyed', 'error'])
const SUCCESS_STATES = new Set(['running', 'ready', 'attached', 'active', 'in_service'])

type Tone = 'success' | 'danger' | 'warning' | 'neutral' | 'info'

/** Moving states read as information, broken ones as danger, settled good ones as success. */
export function stateTone(kind: KindDef | undefined, state: string): Tone {
  if (kind?.states?.transitional.includes(state)) return 'info'
  if (DANGER_STATES.has(state)) return 'danger'
  if (SUCCESS_STATES.has(state)) return 'success'
  return 'neutral'
}

export function StateBadge({ kind, state }: { kind?: KindDef; state: string }) {
  return <span className={`badge badge-${stateTone(kind, state)}`}>{state}</span>
}
