import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyStoredTheme, setTheme } from '../../../../src/engine/shell/theme'

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    addEventListener: () => undefined,
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('theme', () => {
  it('resolves "system" into the attribute the tokens key off', () => {
    systemPrefersDark(true)
    applyStoredTheme()
    expect(document.documentElement.dataset.theme).toBe('dark')
    systemPrefersDark(false)
    applyStoredTheme()
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('keeps a chosen theme whatever the system prefers, and remembers it', () => {
    systemPrefersDark(true)
    setTheme('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
    setTheme('system')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem('theme')).toBeNull()
  })
})
