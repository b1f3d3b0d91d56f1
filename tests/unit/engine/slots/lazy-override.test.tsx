import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lazyOverride } from '../../../../src/engine/slots/lazy-override'

const Loaded = ({ text }: { text: string }) => <p>{text}</p>

describe('lazyOverride', () => {
  it('shows its own fallback, and with whenIdle asks for the code only after the page painted', async () => {
    const load = vi.fn(async () => Loaded)
    const Cell = lazyOverride(load, { fallback: <span>pending</span>, whenIdle: true })
    render(<Cell text="10.0.0.22" />)
    expect(screen.getByText('pending')).toBeTruthy()
    // rendered, not yet loaded: the code waits for the browser to be idle
    expect(load).not.toHaveBeenCalled()
    expect(await screen.findByText('10.0.0.22')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads at once without whenIdle', () => {
    const load = vi.fn(async () => Loaded)
    const Page = lazyOverride(load)
    render(<Page text="page" />)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
