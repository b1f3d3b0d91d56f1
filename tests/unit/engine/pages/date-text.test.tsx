import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DateText } from '../../../../src/engine/pages/date-text'
import { formatDate, formatTime } from '../../../../src/engine/pages/format'

describe('DateText', () => {
  const date = new Date('2025-10-12T17:05:00Z')

  it('reads as the console writes a date', () => {
    const { container } = render(<DateText date={date} />)
    const time = container.querySelector('time')
    expect(time?.textContent).toBe(formatDate(date))
    expect(time?.getAttribute('datetime')).toBe(date.toISOString())
  })

  it('holds the day and the hour apart, so a narrow column breaks only between them', () => {
    const { container } = render(<DateText date={date} />)
    const parts = [...container.querySelectorAll('.date-part')].map((part) => part.textContent)
    expect(parts).toHaveLength(2)
    expect(parts[1]).toBe(formatTime(date))
    expect(`${parts[0]} ${parts[1]}`).toBe(formatDate(date))
  })
})
