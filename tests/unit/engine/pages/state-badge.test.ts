import { describe, expect, it } from 'vitest'
import { stateTone } from '../../../../src/engine/pages/state-badge'
import { pagesRegistry } from '../../fixtures/pages/registry'

describe('state badge tones', () => {
  const instance = pagesRegistry.kinds.instance

  it('reads the kind state table: moving, good, broken, plain', () => {
    expect(stateTone(instance, 'starting')).toBe('info')
    expect(stateTone(instance, 'running')).toBe('success')
    expect(stateTone(instance, 'failed')).toBe('danger')
    expect(stateTone(instance, 'stopped')).toBe('neutral')
  })

  it('knows no words of its own: a kind without a state table reads plainly', () => {
    expect(stateTone(undefined, 'failed')).toBe('neutral')
    const silent = instance && { ...instance, states: { ...instance.states!, danger: [] } }
    expect(stateTone(silent, 'failed')).toBe('neutral')
  })
})
