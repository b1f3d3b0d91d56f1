import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CodeBoxes } from '../../../../src/overrides/sign-in/code-boxes'
import { redirectTarget } from '../../../../src/overrides/sign-in/redirect-target'

function Harness() {
  const [code, setCode] = useState('')
  return (
    <>
      <CodeBoxes value={code} onChange={setCode} disabled={false} />
      <output aria-label="code">{code}</output>
    </>
  )
}

const boxes = () => screen.getAllByRole('textbox')
const code = () => screen.getByRole('status', { name: 'code' }).textContent

describe('device code boxes', () => {
  it('takes a pasted code, dash and all, as its letters', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(boxes()[0]!)
    await user.paste('abcd-efgh')
    expect(code()).toBe('ABCDEFGH')
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([...'ABCDEFGH'])
  })

  it('shows the dash after the third box, outside the value', () => {
    render(<Harness />)
    const dash = screen.getByText('-')
    expect(dash).toHaveAttribute('aria-hidden', 'true')
    expect(dash.previousElementSibling).toBe(boxes()[2])
  })

  it('goes back a box on Backspace in an empty one', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(boxes()[0]!)
    await user.keyboard('abc')
    expect(boxes()[3]).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(code()).toBe('AB')
    expect(boxes()[2]).toHaveFocus()
  })
})

describe('the page after signing in', () => {
  it('is the redirect_uri when it is a path of the console, else the projects', () => {
    expect(redirectTarget('?redirect_uri=%2Fprojects%2Fa%3Fx%3D1')).toBe('/projects/a?x=1')
    expect(redirectTarget('?redirect_uri=https%3A%2F%2Fevil.example')).toBe('/projects')
    expect(redirectTarget('?redirect_uri=%2F%2Fevil.example')).toBe('/projects')
    expect(redirectTarget('')).toBe('/projects')
  })
})
