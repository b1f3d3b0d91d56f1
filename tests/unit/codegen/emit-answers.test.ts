// @vitest-environment node
// `answers.ts` (OperationAnswers, OperationRows) and rows.ts's `KindReferences`: what an
// operation answers and which kind a reference column names, so the facade's `answerOf`,
// `rowsOfOperation` and an action's `context.referenced` read them typed. tests/types/
// row-typing.ts proves the types refuse a wrong id or key; this, what is emitted.
import { describe, expect, it } from 'vitest'
import { emitAnswers } from '../../../codegen/emit/answers.ts'
import { emitRows } from '../../../codegen/emit/rows.ts'
import { registry } from '../../../src/generated/registry'
import { loadNexus } from './helpers.ts'

// the platform's registry, as the manifest makes it, over the document's operations
async function platform() {
  const { model } = await loadNexus()
  return { registry, operations: model.operations }
}

describe('the operations’ answer types', () => {
  it('name each operation’s answer model, and a list’s rows by their item model', async () => {
    const { registry, operations } = await platform()
    const text = emitAnswers(registry, operations)
    const answers = text.slice(text.indexOf('export interface OperationAnswers {'))
    const rows = text.slice(text.indexOf('export interface OperationRows {'))
    expect(answers).toContain("  'disk_create': Disk\n")
    expect(answers).toContain("  'disk_list': DiskResultsPage\n")
    expect(rows).toContain("  'disk_list': Disk\n")
    // a view answers one item: it has no rows
    expect(rows).not.toContain("'disk_view'")
    // the rules answer `{ rules: [...] }`: its rows are the rules
    expect(answers).toContain("  'vpc_firewall_rules_view': VpcFirewallRules\n")
    expect(rows).toContain("  'vpc_firewall_rules_view': VpcFirewallRule\n")
    expect(text).toMatch(/^import type \{\n(?: {2}\w+,\n)*\} from '\.\/models'$/m)
  })
})

describe('the kinds’ references', () => {
  it('name, per reference column, the kind whose item it names', async () => {
    const { registry, operations } = await platform()
    const text = emitRows(registry, operations)
    expect(text).toContain('export interface KindReferences {')
    expect(text).toMatch(/^ {2}'disk': \{ [^}]*'state\.instance': 'instance'[^}]*\}$/m)
    // a kind with no reference column has no entry
    expect(text).not.toMatch(/^ {2}'image': \{/m)
  })
})
