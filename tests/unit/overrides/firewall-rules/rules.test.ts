import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule } from '../../../../src/generated/platform/models'
import {
  draftFromRule,
  emptyDraft,
  ruleFromDraft,
  updateOf,
} from '../../../../src/overrides/firewall-rules/rule-draft'
import { withoutRule, withRule } from '../../../../src/overrides/firewall-rules/rule-list'
import {
  ruleMessages,
  validateDraft,
} from '../../../../src/overrides/firewall-rules/rule-validation'
import { messages } from '../../../../src/engine/validation'

const stored: VpcFirewallRule = {
  id: '7e0b4f4e-1c1e-4d43-9f4c-2b1d0b6a9f01',
  vpcId: '9d4b2c64-3a38-4d2b-8b63-1f3f3c0c6a11',
  name: 'allow-web',
  description: 'HTTP in',
  status: 'disabled',
  direction: 'inbound',
  action: 'deny',
  priority: 100,
  targets: [{ type: 'subnet', value: 'mock-subnet' }],
  filters: {
    hosts: [{ type: 'ip_net', value: '10.0.0.0/8' }],
    protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 3, code: '0-4' } }],
    ports: ['80', '8000-8080'],
  },
  timeCreated: new Date('2024-01-01T00:00:00Z'),
  timeModified: new Date('2024-01-01T00:00:00Z'),
}

describe('rule drafts', () => {
  it('round-trips a stored rule through the form unchanged (clone keeps every field)', () => {
    expect(ruleFromDraft(draftFromRule(stored))).toEqual(updateOf(stored))
  })

  it('sends empty filters as null and an ICMP without type as any ICMP', () => {
    const rule = ruleFromDraft({ ...emptyDraft(), name: 'r', icmp: true })
    expect(rule.filters).toEqual({
      hosts: null,
      ports: null,
      protocols: [{ type: 'icmp', value: null }],
    })
    expect(rule.status).toBe('enabled')
    expect(rule.priority).toBe(65534)
  })

  it('replaces an edited rule in place and appends a new one', () => {
    const others = [
      updateOf({ ...stored, name: 'a' }),
      updateOf(stored),
      updateOf({ ...stored, name: 'z' }),
    ]
    const edited = { ...updateOf(stored), name: 'renamed' }
    expect(withRule(others, edited, 'allow-web').map((rule) => rule.name)).toEqual([
      'a',
      'renamed',
      'z',
    ])
    expect(withRule(others, edited).map((rule) => rule.name)).toEqual([
      'a',
      'allow-web',
      'z',
      'renamed',
    ])
    expect(withoutRule(others, 'allow-web').map((rule) => rule.name)).toEqual(['a', 'z'])
  })
})

describe('validateDraft', () => {
  const valid = { ...draftFromRule(stored), name: 'copy' }

  it('accepts a valid draft', () => {
    expect(validateDraft(valid, ['allow-web'])).toEqual({})
  })

  it('requires a name unique within the VPC (a clone must be renamed)', () => {
    expect(validateDraft(draftFromRule(stored), ['allow-web']).name).toBe(ruleMessages.nameTaken)
    expect(validateDraft({ ...valid, name: '' }, []).name).toBe(ruleMessages.required)
    expect(validateDraft({ ...valid, name: 'Bad' }, []).name).toBe(messages.nameStart)
  })

  it('bounds the priority to 0–65535 whole numbers', () => {
    for (const priority of ['-1', '65536', '1.5', '']) {
      expect(validateDraft({ ...valid, priority }, []).priority).toBe(ruleMessages.priority)
    }
    expect(validateDraft({ ...valid, priority: '0' }, []).priority).toBeUndefined()
  })

  it('checks targets, hosts and ports by their type, and their uniqueness', () => {
    const errors = validateDraft(
      {
        ...valid,
        targets: [{ type: 'ip', value: '10.0.0' }],
        hosts: [
          { type: 'vpc', value: 'x' },
          { type: 'vpc', value: 'x' },
        ],
        ports: ['90-80'],
      },
      [],
    )
    expect(errors).toEqual({
      targets: 'Not a valid IP address',
      hosts: 'Items must be unique',
      ports: messages.portRangeOrder,
    })
  })

  it('checks the ICMP type and code', () => {
    expect(validateDraft({ ...valid, icmpType: '256' }, []).icmpType).toBe(ruleMessages.icmpType)
    expect(validateDraft({ ...valid, icmpCode: '9-3' }, []).icmpCode).toBe(ruleMessages.icmpRange)
    expect(validateDraft({ ...valid, icmpType: '', icmpCode: '1' }, []).icmpCode).toBe(
      ruleMessages.icmpCodeNeedsType,
    )
  })
})
