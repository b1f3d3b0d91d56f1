import { describe, expect, it } from 'vitest'
import { settlePending } from '../../../../src/overrides/firewall-rules/pending'
import { emptyDraft, ruleFromDraft } from '../../../../src/overrides/firewall-rules/rule-draft'
import { messages } from '../../../../src/engine/validation'

const typed = (pending: Partial<ReturnType<typeof emptyDraft>['pending']>) => {
  const draft = emptyDraft()
  return { ...draft, name: 'r', pending: { ...draft.pending, ...pending } }
}

describe('settling the filter boxes on submit', () => {
  it('adds a typed port, target and host to their lists and empties the boxes', () => {
    const { draft, errors } = settlePending(
      typed({
        port: ' 8080 ',
        target: { type: 'instance', value: 'db1' },
        host: { type: 'ip', value: '10.0.0.1' },
      }),
    )
    expect(errors).toEqual({})
    expect(draft.ports).toEqual(['8080'])
    expect(draft.targets).toEqual([{ type: 'instance', value: 'db1' }])
    expect(draft.hosts).toEqual([{ type: 'ip', value: '10.0.0.1' }])
    expect(ruleFromDraft(draft).filters.ports).toEqual(['8080'])
  })

  it('keeps a refused value in its box with the message Add gives', () => {
    const { draft, errors } = settlePending(
      typed({ port: '80-70', host: { type: 'ip', value: '1.2.3.999' } }),
    )
    expect(errors).toEqual({ ports: messages.portRangeOrder, hosts: messages.ip })
    expect(draft.pending.port).toBe('80-70')
    expect(draft.ports).toEqual([])
  })

  it('never turns a draft with a value still typed into a rule', () => {
    expect(() => ruleFromDraft(typed({ port: '8080' }))).toThrow()
  })
})
