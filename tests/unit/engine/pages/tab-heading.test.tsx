import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TabHeading } from '../../../../src/engine/pages/tab-heading'

describe("a tab's heading", () => {
  it('is kept for screen readers but not shown when it repeats its tab', () => {
    render(<TabHeading title="Firewall rules" />)
    const heading = screen.getByRole('heading', { level: 2, name: 'Firewall rules' })
    expect(heading).toHaveClass('visually-hidden')
  })

  it('is not shown either when it words the tab otherwise (the tab already says what is under it)', () => {
    render(<TabHeading title="Physical Disks" />)
    expect(screen.getByRole('heading', { level: 2, name: 'Physical Disks' })).toHaveClass(
      'visually-hidden',
    )
  })
})
