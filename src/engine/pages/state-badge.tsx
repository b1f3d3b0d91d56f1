import type { KindDef } from '../../contract'

type Tone = 'success' | 'danger' | 'neutral' | 'info'

/**
 * Moving states read as news, broken ones as trouble, settled good ones as success: which is
 * which is the kind's state table (the manifest's, or inferred by codegen from the words).
 */
export function stateTone(kind: KindDef | undefined, state: string): Tone {
  const states = kind?.states
  if (states === undefined) return 'neutral'
  if (states.transitional.includes(state)) return 'info'
  if (states.danger.includes(state)) return 'danger'
  if (states.success.includes(state)) return 'success'
  return 'neutral'
}

export function StateBadge({ kind, state }: { kind?: KindDef; state: string }) {
  // `import_ready` reads "import ready"
  return (
    <span className={`badge badge-${stateTone(kind, state)}`}>{state.replaceAll('_', ' ')}</span>
  )
}
