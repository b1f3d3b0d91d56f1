import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TabHeading } from '../../../../src/engine/pages/tab-heading'

describe("a tab's heading", () => {
  it('is kept for screen readers but not shown when it only repeats its tab', () => {
    render(<TabHeading tab="Firewall Rules" title="Firewall rules" />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Firewall rules' })
    expect(heading).toHaveClass('visually-hidden')
  })

  it('shows when it says more than its tab', () => {
    render(<TabHeading tab="Storage" title="Boot disk" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Boot disk' })).not.toHaveClass(
      'visually-hidden',
    )
  })
})
