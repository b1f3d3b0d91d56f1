import type { ITheme } from '@xterm/xterm'

/** The terminal in the console's colours, read from the theme tokens (when it opens, and again on a theme switch). */
export function terminalTheme(element: Element): ITheme {
  const style = getComputedStyle(element)
  const token = (name: string) => style.getPropertyValue(name).trim() || undefined
  return {
    background: token('--bg-raised'),
    foreground: token('--fg'),
    cursor: token('--accent'),
    selectionBackground: token('--accent-soft'),
    // the scrollbar's slider: a grey that reads on the light and the dark theme
    scrollbarSliderBackground: 'rgba(128, 128, 128, 0.3)',
    scrollbarSliderHoverBackground: 'rgba(128, 128, 128, 0.5)',
    scrollbarSliderActiveBackground: 'rgba(128, 128, 128, 0.6)',
  }
}
