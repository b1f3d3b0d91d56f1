/**
 * The steps of the chaos walk (chaos.spec.ts), each as a person would take it: follow a side-nav
 * link, open an item, submit a create form, run a row's action; and how a refused dialog is
 * left, and when a page has settled enough to pick from.
 */
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export const atLogin = (page: Page) => new URL(page.url()).pathname.startsWith('/login')

/** the page shown, as the client names a call's page: path and query */
export function here(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.search
}

export const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Side navigation' })

export async function signInAgain(page: Page) {
  for (let attempt = 0; attempt < 10 && atLogin(page); attempt++) {
    await page.getByRole('textbox', { name: 'Username' }).waitFor()
    await page.getByRole('textbox', { name: 'Username' }).fill('hannah.arendt')
    await page.getByLabel('Password').fill('any password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 3000 }),
      page.getByRole('alert').waitFor({ timeout: 3000 }),
    ]).catch(() => undefined)
  }
  expect(atLogin(page), 'signed in again').toBe(false)
}

/**
 * Waits (a few seconds at most) until the page has drawn what it was loading: a step picks from
 * what is shown, so picking once it is all there makes the walk the same from run to run.
 */
export async function settle(page: Page) {
  const busy = page.locator('[aria-busy="true"]').or(page.getByRole('progressbar'))
  await expect(busy)
    .toHaveCount(0, { timeout: 5000 })
    .catch(() => undefined)
}

export async function pick<T>(random: () => number, items: T[]): Promise<T | undefined> {
  return items[Math.floor(random() * items.length)]
}

/**
 * Clicks what a step picked a moment ago. The page may have moved on meanwhile (a lazy route
 * arriving, a failed query swapping the list for its error): a target that is gone is no click,
 * but one still shown that cannot be clicked (something covering it) fails the step.
 */
export async function clickIfStillShown(target: Locator): Promise<boolean> {
  try {
    await target.click({ timeout: 5000 })
    return true
  } catch (error) {
    if (await target.isVisible().catch(() => false)) throw error
    return false
  }
}

/** what a person sees of these, in one look (one query, not one per element) */
export function visible(locator: Locator): Promise<Locator[]> {
  return locator.filter({ visible: true }).all()
}

export async function navigate(page: Page, random: () => number) {
  // a 401 from the step before may have sent the user to sign in meanwhile
  if (atLogin(page)) await signInAgain(page)
  const link = await pick(random, await visible(sideNav(page).getByRole('link')))
  if (link) await clickIfStillShown(link)
}

export async function openDetails(page: Page, random: () => number) {
  const link = await pick(
    random,
    await visible(page.getByRole('main').getByRole('cell').getByRole('link')),
  )
  if (link) await clickIfStillShown(link)
  else await navigate(page, random)
}

/** a create form: fill its name (and description), submit, and on failure keep what was typed */
export async function submitForm(page: Page, random: () => number, step: number): Promise<string> {
  const newLink = await pick(
    random,
    await visible(page.getByRole('main').getByRole('link', { name: /^New / })),
  )
  if (!newLink) {
    await navigate(page, random)
    return 'navigate'
  }
  if (!(await clickIfStillShown(newLink))) return 'page moved on'
  const dialog = page.getByRole('dialog')
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true })
  const ready = await name.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  )
  if (!ready) return 'form without a name field'
  const typed = `chaos-${step}`
  await name.fill(typed)
  const description = dialog.getByRole('textbox', { name: 'Description' })
  if (await description.isVisible()) await description.fill(`typed at step ${step}`)
  // the form's submit names its verb: "Create …" for generic forms, "Upload image" for the import
  // flow; a submit still disabled (no file chosen) is the form refusing, like a failed check
  const submit = dialog.getByRole('button', { name: /^(Create|Upload) / })
  if (await submit.isEnabled()) await submit.click()
  await page.waitForTimeout(300)
  // refused (by the form's own checks or by the platform): what was typed is still there, and
  // the form stays open with its error until that is read (closeRefused)
  if (await dialog.isVisible())
    await expect(name, 'input kept after a failed submit').toHaveValue(typed)
  return 'submit form'
}

/** while a row's menu is open, its list checks are read (forCheck) */
export const walk = { menuOpen: false }

export async function runAction(page: Page, random: () => number) {
  const menu = await pick(random, await visible(page.getByRole('button', { name: 'Row actions' })))
  if (!menu) {
    await openDetails(page, random)
    return
  }
  walk.menuOpen = true
  try {
    await openMenuAndRun(page, random, menu)
  } finally {
    walk.menuOpen = false
  }
}

async function openMenuAndRun(page: Page, random: () => number, menu: Locator) {
  if (!(await clickIfStillShown(menu))) return
  // the menu opens a moment after the click: read its items once it is there
  await page
    .getByRole('menu')
    .waitFor({ timeout: 3000 })
    .catch(() => undefined)
  const items = await visible(page.getByRole('menuitem'))
  const enabled: Locator[] = []
  for (const item of items) if (await item.isEnabled()) enabled.push(item)
  const item = await pick(random, enabled)
  if (!item) {
    await page.keyboard.press('Escape')
    return
  }
  // what the item does is no check: its failures are the action's, shown to the user
  walk.menuOpen = false
  const toasts = page.getByRole('alertdialog')
  const toastsBefore = await toasts.count()
  if (!(await clickIfStillShown(item))) return
  // a confirm dialog (delete, stop, …) is confirmed with its one danger or primary button; an
  // action without one answers with a new toast (an alertdialog) instead. The confirm loads its
  // "Show request" part on first use, so it may take a moment to appear.
  const dialog = page.getByRole('dialog')
  await expect
    .poll(async () => (await dialog.isVisible()) || (await toasts.count()) > toastsBefore, {
      timeout: 3000,
    })
    .toBe(true)
    .catch(() => undefined)
  if (await dialog.isVisible()) {
    // the lock-out guard says what the user would lose (their own access): a person heeds it,
    // or the rest of the session would meet the platform's refusals, not its failures
    const lockOut = await dialog
      .getByText(/You will lose|You belong to/)
      .first()
      .isVisible()
      .catch(() => false)
    if (lockOut) {
      await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 2000 })
      return
    }
    const confirm = dialog.locator('button.btn-danger, button.btn-primary').last()
    await confirm.click({ timeout: 2000 }).catch(() => undefined)
    await page.waitForTimeout(300)
  }
}

/**
 * A refused action or form leaves its dialog open with the error: once that is read, close it
 * as a person would. A changed form asks before it is left; that question may take a moment.
 */
export async function closeRefused(page: Page) {
  const dialog = page.getByRole('dialog')
  if (await dialog.isVisible().catch(() => false)) {
    await dialog
      .getByRole('button', { name: 'Cancel' })
      .click({ timeout: 2000 })
      .catch(() => page.keyboard.press('Escape'))
    const leave = page.getByRole('button', { name: 'Leave form' })
    await leave.click({ timeout: 1500 }).catch(() => undefined)
  }
}
