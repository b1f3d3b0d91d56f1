import type { ITheme } from '@xterm/xterm'

/** a grey that reads on the light and the dark theme */
export const scrollbarSlider = {
  scrollbarSliderBackground: 'rgba(128, 128, 128, 0.3)',
  scrollbarSliderHoverBackground: 'rgba(128, 128, 128, 0.5)',
  scrollbarSliderActiveBackground: 'rgba(128, 128, 128, 0.6)',
} satisfies ITheme

/** The terminal in the console's colours, read from the theme tokens when it opens. */
export function terminalTheme(element: Element): ITheme {
  const style = getComputedStyle(element)
  const token = (name: string) => style.getPropertyValue(name).trim() || undefined
  return {
    background: token('--bg-raised'),
    foreground: token('--fg'),
    cursor: token('--accent'),
    selectionBackground: token('--accent-soft'),
    // xterm writes these into a <style> element: fixed, theme-independent values keep its text
    // (and so its hash in the Content-Security-Policy, scripts/security-headers.ts) constant
    ...scrollbarSlider,
  }
}
