import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ConsoleRouter } from '../../../../src/engine/routing/console-router'
import { useLeaveGuard } from '../../../../src/engine/routing/leave-guard'

function DirtyForm() {
  const dialog = useLeaveGuard(true)
  return (
    <>
      <h1>Form</h1>
      <Link to="/other">Away</Link>
      {dialog}
    </>
  )
}

function renderAt(entries: string[]) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  })
  render(
    <ConsoleRouter history={history}>
      <Routes>
        <Route path="/form" element={<DirtyForm />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </ConsoleRouter>,
  )
  return history
}

describe('leaving a dirty page', () => {
  it('holds a link until the person leaves', async () => {
    const history = renderAt(['/form'])
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Away' }))
    // the question loads when first asked
    expect(await screen.findByRole('alertdialog', { name: 'Confirm navigation' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(history.location.pathname).toBe('/form')

    await user.click(screen.getByRole('link', { name: 'Away' }))
    await user.click(await screen.findByRole('button', { name: 'Leave form' }))
    expect(history.location.pathname).toBe('/other')
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy()
  })

  it('undoes a Back until the person leaves', async () => {
    const history = renderAt(['/start', '/form'])
    const user = userEvent.setup()
    act(() => history.go(-1))
    expect(history.location.pathname).toBe('/form')
    // the question loads when first asked
    expect(await screen.findByRole('alertdialog', { name: 'Confirm navigation' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Leave form' }))
    expect(history.location.pathname).toBe('/start')
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy()
  })
})
