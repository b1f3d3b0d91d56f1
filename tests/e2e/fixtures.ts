import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

/**
 * The in-browser mock answers with no artificial latency, and a Content-Security-Policy
 * violation is logged as a console error (the preview serves the production policy).
 */
export async function prepareMockPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0 }))
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

/**
 * Collects what the page logs as a console error, and its uncaught exceptions, until `stop`:
 * a crash the user would not see as a message, or a policy violation.
 */
export function watchConsoleErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  }
  const onPageError = (error: Error) => errors.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  return {
    errors,
    stop: () => {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
    },
  }
}

/** Every journey runs on the prepared mock page and fails on any console error it logs. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, provide) => {
      const { errors } = watchConsoleErrors(page)
      await prepareMockPage(page)
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

/**
 * Picks an item in a searchable picker (a combobox) by typing its name and choosing the first
 * match with the keyboard, as a person would; a mouse click on a popover option can race the
 * popover's repositioning on a scrolled page.
 */
export async function pickOption(
  page: Page,
  combobox: string,
  option: string,
  { stays = true }: { stays?: boolean } = {},
) {
  const input = page.getByRole('combobox', { name: combobox })
  await input.click()
  await input.fill(option)
  await expect(page.getByRole('option', { name: new RegExp(`^${option}`) })).toBeVisible()
  // Enter only once an option has focus: with none, Enter would submit the form. A list that
  // refreshes under the key (a refetch) can swallow it: a person presses down again.
  await expect(async () => {
    const active = await input.getAttribute('aria-activedescendant')
    if (!active?.includes('option')) await page.keyboard.press('ArrowDown')
    await expect(input).toHaveAttribute('aria-activedescendant', /option/, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Enter')
  // a picker that only adds to a list below it is empty again after a pick
  if (stays) await expect(input).toHaveValue(option)
}
