import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { GatedControl } from '../../../../src/engine/actions/gated-control'

function renderControl(props: Parameters<typeof GatedControl>[0]) {
  const router = createMemoryRouter([{ path: '*', element: <GatedControl {...props} /> }])
  render(<RouterProvider router={router} />)
}

describe('gated control', () => {
  it('is a link or a button when allowed', async () => {
    renderControl({ to: '/x/edit', children: 'Edit settings' })
    expect(screen.getByRole('link', { name: 'Edit settings' })).toHaveAttribute('href', '/x/edit')
  })

  it('calls onPress when allowed, and not when forbidden', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    renderControl({ onPress, children: 'Attach existing disk' })
    await user.click(screen.getByRole('button', { name: 'Attach existing disk' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('stays in place, aria-disabled, when the state forbids it', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    renderControl({
      onPress,
      to: '/x/edit',
      disabledReason: 'Only stopped, failed, creating instances can be resized',
      children: 'Edit settings',
    })
    const control = screen.getByRole('button', { name: 'Edit settings' })
    expect(control).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    await user.click(control)
    expect(onPress).not.toHaveBeenCalled()
  })
})
