import type { ITheme } from '@xterm/xterm'

/** The terminal in the console's colours, read from the theme tokens when it opens. */
export function terminalTheme(element: Element): ITheme {
  const style = getComputedStyle(element)
  const token = (name: string) => style.getPropertyValue(name).trim() || undefined
  return {
    background: token('--bg-raised'),
    foreground: token('--fg'),
    cursor: token('--accent'),
    selectionBackground: token('--accent-soft'),
  }
}
