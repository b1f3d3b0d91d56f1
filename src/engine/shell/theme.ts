/**
 * Light, dark, or whatever the system prefers. The choice lives in localStorage and is applied
 * as `data-theme` on <html> before the first render; with no attribute, tokens.css follows
 * `prefers-color-scheme`.
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

function apply(choice: ThemeChoice) {
  const root = document.documentElement
  if (choice === 'system') delete root.dataset.theme
  else root.dataset.theme = choice
}

export function applyStoredTheme(): void {
  apply(readChoice())
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
