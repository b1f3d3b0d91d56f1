import type { Page } from '@playwright/test'

/**
 * The next call of each `METHOD /path` fails once with its status, answers a body cut short
 * for `'unreadable'` or a bare 502 for `'empty'` (mock/config.ts): set before
 * the app starts, and only on the first load, so "Try again", a later visit or a reload meet a
 * working platform.
 */
export async function failOnce(page: Page, calls: Record<string, number | 'unreadable' | 'empty'>) {
  await page.addInitScript((planned) => {
    if (window.sessionStorage.getItem('fail-once-planned')) return
    window.sessionStorage.setItem('fail-once-planned', '1')
    window.localStorage.setItem('mock-fail-once', JSON.stringify(planned))
  }, calls)
}
