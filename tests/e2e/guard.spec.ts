import { expectOperatorLanguage } from './guard'
import { expect, test } from './fixtures'

// The guard every crawl relies on tells a dump (JSON the console wrote) from data (a string
// the API answered with that holds JSON, shown verbatim by the engine's readable values).
test.describe('the operator-language guard', () => {
  test('refuses JSON the console wrote, and accepts a string value that holds JSON', async ({
    page,
  }) => {
    await page.setContent('<main><dd>Response {"status": "ok"}</dd></main>')
    await expect(expectOperatorLanguage(page)).rejects.toThrow(/JSON on screen/)
    await page.setContent(
      '<main><dd><span data-verbatim="">Response {"status": "ok"}</span></dd></main>',
    )
    await expectOperatorLanguage(page)
    // the mark covers JSON only: a whole UUID in a verbatim value is still refused
    await page.setContent(
      '<main><span data-verbatim="">Owner 0f8fad5b-d9cb-469f-a165-70867728950e</span></main>',
    )
    await expect(expectOperatorLanguage(page)).rejects.toThrow(/a whole UUID on screen/)
  })
})
