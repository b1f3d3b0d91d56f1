/**
 * Light, dark, or whatever the system prefers. The choice lives in localStorage; what it comes
 * to (`light` or `dark`) is set as `data-theme` on <html> before the first render, and again
 * when the system preference changes while the choice is "system". tokens.css keys off that
 * one attribute only.
 */
import { useSyncExternalStore } from 'react'

export type ThemeChoice = 'light' | 'dark' | 'system'

const storageKey = 'theme'
const listeners = new Set<() => void>()

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(storageKey)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    // storage can be disabled; the system preference still applies
    return 'system'
  }
}

const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)')

function apply(choice: ThemeChoice) {
  const dark = choice === 'dark' || (choice === 'system' && systemDark()?.matches === true)
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

export function applyStoredTheme(): void {
  apply(readChoice())
  systemDark()?.addEventListener('change', () => {
    if (readChoice() === 'system') apply('system')
  })
}

export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(storageKey)
    else window.localStorage.setItem(storageKey, choice)
  } catch {
    // not persisted, but still applied for this page
  }
  apply(choice)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'system')
}
