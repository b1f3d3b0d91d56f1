// The upgrade report as a person reads it in a terminal: one section per change, nothing
// printed for what stayed the same.
import type { RegistryDiff, Retyped } from './compare.ts'

const list = (label: string, values: readonly string[]) =>
  values.length === 0 ? [] : [`    ${label}: ${values.join(', ')}`]

const retyped = (label: string, values: readonly Retyped[]) =>
  values.length === 0
    ? []
    : [`    ${label}: ${values.map((v) => `${v.name} (${v.from} → ${v.to})`).join(', ')}`]

export function formatDiff(diff: RegistryDiff, touched: ReadonlyMap<string, string[]>): string {
  const lines: string[] = []
  if (diff.kinds.added.length > 0) lines.push(`kinds added: ${diff.kinds.added.join(', ')}`)
  if (diff.kinds.removed.length > 0) lines.push(`kinds removed: ${diff.kinds.removed.join(', ')}`)
  for (const changes of diff.changed) {
    lines.push(`${changes.kind}:`)
    lines.push(
      ...list('operations added', changes.operations.added),
      ...list('operations removed', changes.operations.removed),
      ...retyped('operations moved', changes.operations.moved),
      ...list('fields added', changes.fields.added),
      ...list('fields removed', changes.fields.removed),
      ...retyped('fields retyped', changes.fields.retyped),
      ...list('states added', changes.states.added),
      ...list('states removed', changes.states.removed),
    )
  }
  if (touched.size > 0) {
    lines.push('overrides to review:')
    for (const [key, files] of touched) lines.push(`  ${key}: ${files.join(', ')}`)
  }
  return lines.length === 0 ? 'no differences' : lines.join('\n')
}
