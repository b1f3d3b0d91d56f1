import { describe, expect, it } from 'vitest'
import { readRange, windowOf, withRange } from '../../../src/overrides/time-range/time-range'

const presets = [
  { label: 'Last hour', minutes: 60 },
  { label: 'Last day', minutes: 1440 },
]

describe('a chart page’s time range in the link', () => {
  it('reads a custom window, a known preset, or the page’s default', () => {
    const custom = readRange(
      new URLSearchParams('start=2026-11-01T10:00:00.000Z&end=2026-11-01T12:00:00.000Z'),
      presets,
    )
    expect(custom).toEqual({
      start: new Date('2026-11-01T10:00:00Z'),
      end: new Date('2026-11-01T12:00:00Z'),
    })
    expect(readRange(new URLSearchParams('range=1440'), presets)).toEqual({ minutes: 1440 })
    // a preset the page does not offer falls back, like no preset at all
    expect(readRange(new URLSearchParams('range=7'), presets, 1440)).toEqual({ minutes: 1440 })
    expect(readRange(new URLSearchParams(''), presets)).toEqual({ minutes: 60 })
  })

  it('replaces the range and keeps the link’s other parameters', () => {
    const params = new URLSearchParams('state=idle&range=60')
    const custom = withRange(params, {
      start: new Date('2026-11-01T10:00:00Z'),
      end: new Date('2026-11-01T12:00:00Z'),
    })
    expect(custom.get('state')).toBe('idle')
    expect(custom.has('range')).toBe(false)
    expect(withRange(custom, { minutes: 1440 }).toString()).toBe('state=idle&range=1440')
  })

  it('ends a preset at the last whole minute', () => {
    const now = Date.parse('2026-11-01T10:30:45Z')
    expect(windowOf({ minutes: 60 }, now)).toEqual({
      start: new Date('2026-11-01T09:30:00Z'),
      end: new Date('2026-11-01T10:30:00Z'),
    })
  })
})
