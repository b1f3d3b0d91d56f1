import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Fills a form's required fields the way a person would who knows only what the form shows:
 * a name-like text where text is asked for (an address, a network, a URL or an e-mail where the
 * label asks for one), a number within the field's bounds, the first choice of a select and
 * the first item a picker offers. A choice can reveal more required fields (a union's variant),
 * so it fills in rounds until a round finds nothing left to fill.
 */
export async function fillRequired(page: Page, form: Locator): Promise<void> {
  // a person fills what the form shows: a generated form's fields render once its schema is
  // in, the dialog standing empty until then (a round run then would find nothing to fill)
  await expect(form.locator('form').first()).toBeAttached()
  for (let round = 0; round < 4; round += 1) {
    const filled = await fillRound(page, form)
    if (filled === 0) return
  }
}

async function fillRound(page: Page, form: Locator): Promise<number> {
  let filled = 0
  const fields = form.locator('input[required], select[required], textarea[required]')
  for (const field of await fields.all()) {
    if (!(await field.isVisible()) || !(await field.isEnabled())) continue
    const tag = await field.evaluate((element) => element.tagName.toLowerCase())
    if (tag === 'select') {
      if ((await field.inputValue()) !== '') continue
      const first = await field
        .locator('option:not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      const value = first.find((candidate) => candidate !== '')
      if (value === undefined) continue
      await field.selectOption(value)
      filled += 1
      continue
    }
    if ((await field.inputValue()) !== '') continue
    if ((await field.getAttribute('role')) === 'combobox') {
      if (await pickFirst(page, field)) filled += 1
      else if (await pickInAnotherScope(page, field)) filled += 1
      continue
    }
    const type = await field.getAttribute('type')
    if (type === 'file') {
      // a file to upload: a small one, as a person would choose from their disk
      const buffer = Buffer.alloc(4096, 1)
      await field.setInputFiles({
        name: 'crawled.img',
        mimeType: 'application/octet-stream',
        buffer,
      })
      filled += 1
      continue
    }
    await field.fill(type === 'number' ? await numberFor(field) : await textFor(field))
    filled += 1
  }
  return filled
}

/**
 * The list a picker opened: its own, by `aria-controls` (another picker's list may still be
 * on its way out, and would offer its items instead), and none when it is empty (its "No …
 * to choose from" stands in an option of its own).
 */
async function listOf(page: Page, picker: Locator): Promise<Locator> {
  await expect(picker)
    .toHaveAttribute('aria-controls', /./, { timeout: 3000 })
    .catch(() => undefined)
  const id = await picker.getAttribute('aria-controls')
  const list = id === null ? page.getByRole('listbox').last() : page.locator(`[id="${id}"]`)
  return list.and(page.locator(':not([data-empty="true"])'))
}

/** a reference picker: opens its list and takes the first item; says whether there was one */
async function pickFirst(page: Page, field: Locator): Promise<boolean> {
  if (!(await field.isEnabled())) return false
  await field.click()
  const option = (await listOf(page, field)).getByRole('option').first()
  // the list may still be loading on a busy machine: give it the time a person would
  await option.waitFor({ timeout: 3000 }).catch(() => undefined)
  if ((await option.count()) === 0 || !(await option.isVisible().catch(() => false))) {
    // leave the empty picker by Tab, as a person would: Escape in a side panel with no list
    // open asks to leave the whole form, which would take what was filled with it
    await field.press('Tab')
    return false
  }
  await option.click()
  return true
}

/**
 * A picker whose list is read in a scope picked beside it (a silo image's snapshot, from a
 * project): when the scope chosen holds none, a person tries the scope's other items in turn.
 */
async function pickInAnotherScope(page: Page, field: Locator): Promise<boolean> {
  // the item's open list hides the rest from assistive technology until it closes
  const scope = field
    .locator('xpath=ancestor::*[@role="group"][1]')
    .getByRole('combobox', { includeHidden: true })
    .first()
  if (
    (await scope.count()) === 0 ||
    (await scope.getAttribute('id')) === (await field.getAttribute('id'))
  )
    return false
  for (let next = 1; next < 5; next += 1) {
    await scope.click()
    const option = (await listOf(page, scope)).getByRole('option').nth(next)
    await option.waitFor({ timeout: 3000 }).catch(() => undefined)
    if (!(await option.isVisible())) {
      await scope.press('Tab')
      return false
    }
    await option.click()
    if (await pickFirst(page, field)) return true
  }
  return false
}

/** the smallest whole number the field takes, above zero when it may be */
async function numberFor(field: Locator): Promise<string> {
  const min = Number((await field.getAttribute('min')) ?? Number.NaN)
  const max = Number((await field.getAttribute('max')) ?? Number.NaN)
  let value = Number.isFinite(min) ? Math.max(Math.ceil(min), 1) : 1
  if (Number.isFinite(max) && value > max) value = Math.floor(max)
  return String(value)
}

/** what a person types into a text box labelled so */
async function textFor(field: Locator): Promise<string> {
  const label = (
    await field.evaluate((element) => {
      const input = element as HTMLInputElement
      return input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.name
    })
  ).toLowerCase()
  if (/e-?mail/.test(label)) return 'operator@example.com'
  if (/\burl\b|\buri\b|endpoint|webhook|link/.test(label)) return 'https://example.com/'
  if (/cidr|block|network|subnet|range/.test(label)) return '10.20.0.0/24'
  if (/\bip\b|address/.test(label)) return '10.20.0.5'
  if (/date|time/.test(label)) return '2026-01-01T00:00:00Z'
  return 'crawled-item'
}

/**
 * Submits a form filled by `fillRequired` and waits for its answer: the form closes on
 * success; a refusal shows in its footer (or on a field) and is returned as text.
 */
export async function submitForm(form: Locator): Promise<string | undefined> {
  await form.locator('button[type="submit"]').click()
  const refused = form.locator('.form-footer-errors, .form-field-error, [aria-invalid="true"]')
  await expect(async () => {
    const open = await form.isVisible()
    const failed = (await refused.count()) > 0
    expect(!open || failed).toBe(true)
  }).toPass({ timeout: 10_000 })
  if (!(await form.isVisible())) return undefined
  const errors = await form.locator('.form-footer-errors').allInnerTexts()
  const invalid = await form
    .locator('[aria-invalid="true"]')
    .evaluateAll((fields) =>
      fields.map((field) => (field as HTMLInputElement).labels?.[0]?.textContent ?? field.id),
    )
  return [...errors, ...invalid.map((label) => `invalid: ${label}`)]
    .join(' | ')
    .replace(/\s*\n\s*/g, ' · ')
}

/**
 * After a refusal naming a required list ("Forwarding rules: Required"), adds one entry to each
 * such list, as a person reading the footer would; says whether it added any.
 */
export async function addRequiredEntries(form: Locator, refusal: string): Promise<boolean> {
  const lists = [...refusal.matchAll(/(?:^|· )([^·|:]+): Required/g)].map((match) => match[1])
  let added = 0
  for (const title of lists) {
    if (title === undefined) continue
    const list = form.getByRole('group', { name: title.trim(), exact: true })
    const add = list.getByRole('button', { name: /^Add / }).last()
    if ((await list.count()) !== 1 || (await add.count()) === 0) continue
    await add.click()
    added += 1
  }
  return added > 0
}
