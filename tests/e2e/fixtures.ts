import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every journey runs on the in-browser mock with no artificial latency, and fails on any
 * console error the page logs (a crash the user would not see as a message).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.addInitScript(() => {
        window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0 }))
      })
      await provide(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The row of a table that holds a cell with exactly this text. */
export function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
}

/** Opens a row's action menu and picks an item. */
export async function rowAction(page: Page, rowName: string, item: string) {
  await rowOf(page, rowName).getByRole('button', { name: 'Row actions' }).click()
  await page.getByRole('menuitem', { name: item }).click()
}
