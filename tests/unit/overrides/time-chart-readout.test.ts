import { describe, expect, it } from 'vitest'
import { stepPoint } from '../../../src/overrides/time-chart/readout'

describe('the keys that move a chart’s read-out', () => {
  it('start at the latest point whatever the key', () => {
    expect(stepPoint('ArrowLeft', undefined, 5)).toBe(4)
    expect(stepPoint('Home', undefined, 5)).toBe(4)
  })
  it('step one point with the arrows and stop at the ends', () => {
    expect(stepPoint('ArrowLeft', 2, 5)).toBe(1)
    expect(stepPoint('ArrowRight', 2, 5)).toBe(3)
    expect(stepPoint('ArrowLeft', 0, 5)).toBe(0)
    expect(stepPoint('ArrowRight', 4, 5)).toBe(4)
  })
  it('jump ten with the page keys and to an end with Home and End', () => {
    expect(stepPoint('PageUp', 15, 60)).toBe(5)
    expect(stepPoint('PageDown', 55, 60)).toBe(59)
    expect(stepPoint('Home', 30, 60)).toBe(0)
    expect(stepPoint('End', 3, 60)).toBe(59)
  })
  it('leave other keys and empty charts alone', () => {
    expect(stepPoint('Tab', 2, 5)).toBeUndefined()
    expect(stepPoint('ArrowLeft', undefined, 0)).toBeUndefined()
  })
})
