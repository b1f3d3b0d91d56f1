import { expect, type Page } from '@playwright/test'

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/**
 * What an operator must never meet on a page (issue 7): the API's raw shape as text (JSON, an
 * object's default string, a whole UUID where an id chip or a name belongs), rjsf's fallback
 * for a schema it cannot render, a name still being looked up, or a cell whose content spills
 * over its neighbours. The request a form would send ("Show request") is the API's shape by
 * design and is left out.
 */
export async function expectOperatorLanguage(page: Page) {
  // names of referenced items are looked up after the page renders: wait for them to settle
  await expect(page.locator('.reference-pending')).toHaveCount(0)
  const surfaces = page.locator('main, [role="dialog"]')
  // an item with no name is called by its id in its own heading; everywhere else ids are chips
  const texts = await surfaces.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement
      copy.querySelectorAll('h1').forEach((heading) => heading.remove())
      // "Show request" prints the API call itself, ids and JSON included, on purpose
      copy.querySelectorAll('.request-line, .request-curl').forEach((command) => command.remove())
      const text = copy.textContent ?? ''
      // a value the engine marks verbatim is the API's own strings in words (it writes no
      // JSON there): JSON in it is a string field's data (`{"status": "ok"}`), not a dump
      copy.querySelectorAll('[data-verbatim]').forEach((value) => value.remove())
      return { text, made: copy.textContent ?? '' }
    }),
  )
  for (const { text, made } of texts) {
    expect(made, 'JSON on screen').not.toContain('{"')
    expect(text, 'an object printed as text').not.toContain('[object')
    expect(text, 'a schema rjsf cannot render').not.toContain('Unsupported field schema')
    expect(text, 'a union error').not.toContain('must match exactly one schema')
    expect(text.match(UUID)?.[0], 'a whole UUID on screen').toBeUndefined()
  }
  const overflowing = await page
    .locator('main td')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => (cell as HTMLElement).innerText.slice(0, 60)),
    )
  expect(overflowing, 'cells whose content overflows').toEqual([])
}
