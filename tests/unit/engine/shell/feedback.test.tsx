import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmProvider, useConfirm } from '../../../../src/engine/shell/confirm'
import type { ConfirmOptions } from '../../../../src/engine/shell/confirm'
import { ToastProvider, useToast } from '../../../../src/engine/shell/toast'

afterEach(() => vi.useRealTimers())

function ToastButtons() {
  const toast = useToast()
  return (
    <>
      <button onClick={() => toast.success('Project p created')}>ok</button>
      <button onClick={() => toast.error('Could not delete project', 'Action not authorized')}>
        fail
      </button>
    </>
  )
}

function ConfirmButton(props: Partial<ConfirmOptions>) {
  const confirm = useConfirm()
  return (
    <button
      onClick={() =>
        confirm({
          title: 'Delete project',
          message: 'Are you sure you want to delete p?',
          confirmLabel: 'Confirm',
          danger: true,
          errorTitle: 'Could not delete project',
          onConfirm: async () => {},
          ...props,
        })
      }
    >
      delete
    </button>
  )
}

const withProviders = (ui: React.ReactNode) =>
  render(
    <ToastProvider>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </ToastProvider>,
  )

describe('toasts', () => {
  it('shows success and error toasts in a labelled region', async () => {
    const user = userEvent.setup()
    withProviders(<ToastButtons />)
    await user.click(screen.getByText('ok'))
    await user.click(screen.getByText('fail'))
    // the region loads with the first toast
    const region = await screen.findByRole('region')
    expect(await within(region).findByText('Project p created')).toBeInTheDocument()
    expect(within(region).getByText('Could not delete project')).toBeInTheDocument()
    expect(within(region).getByText('Action not authorized')).toBeInTheDocument()
  })

  it('closes a success toast after 5 s and an error after 15 s', async () => {
    vi.useFakeTimers()
    withProviders(<ToastButtons />)
    act(() => screen.getByText('ok').click())
    act(() => screen.getByText('fail').click())
    // the region loads with the first toast
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByText('Project p created')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(5100))
    expect(screen.queryByText('Project p created')).not.toBeInTheDocument()
    expect(screen.getByText('Action not authorized')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(10000))
    expect(screen.queryByText('Action not authorized')).not.toBeInTheDocument()
  })
})

describe('confirm dialog', () => {
  it('runs onConfirm and closes', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn<() => Promise<void>>(async () => {})
    withProviders(<ConfirmButton onConfirm={onConfirm} />)
    await user.click(screen.getByText('delete'))
    // the dialog loads with the first confirm
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' })
    expect(dialog).toHaveTextContent('Are you sure you want to delete p?')
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does nothing on Cancel', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn<() => Promise<void>>(async () => {})
    withProviders(<ConfirmButton onConfirm={onConfirm} />)
    await user.click(screen.getByText('delete'))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on failure and shows the error in a toast', async () => {
    const user = userEvent.setup()
    withProviders(
      <ConfirmButton
        onConfirm={async () => {
          throw new Error('Action not authorized')
        }}
      />,
    )
    await user.click(screen.getByText('delete'))
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const region = await screen.findByRole('region')
    expect(within(region).getByText('Could not delete project')).toBeInTheDocument()
    expect(within(region).getByText('Action not authorized')).toBeInTheDocument()
  })
})
