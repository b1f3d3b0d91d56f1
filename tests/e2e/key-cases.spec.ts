import { expect, rowOf, test } from './fixtures'
import { crawlDeep } from './crawl-deep'

// The console `npm run build:doc -- tests/fixtures/key-cases --out tmp/key-cases-doc` builds from
// one document whose four resources write their keys in four cases (served on port + 700, see
// playwright.config.ts). Codegen names the fields and the engine reads the answers by one rule
// (src/contract/key-case.ts); when the two split, the cells below come out empty.
const DOC_PORT = Number(process.env.PORT ?? 4173) + 700
test.use({ baseURL: `http://127.0.0.1:${DOC_PORT}` })

const CASES = [
  {
    keys: 'PascalCase',
    list: '/containers',
    title: 'Containers',
    // a row's name, and a value of a field named in several words (`ImageID`)
    row: 'web-frontend',
    cell: 'sha256-4f1c',
    // a value only the item's page shows (`RestartCount`)
    detail: 'Restart count',
    detailValue: '3',
    input: 'spinbutton' as const,
    label: 'container',
  },
  {
    keys: 'camelCase',
    list: '/volumes',
    title: 'Volumes',
    row: 'archive-volume',
    cell: '/srv/data',
    detail: 'Encryption key',
    detailValue: 'kms-alpha',
    input: 'textbox' as const,
    label: 'volume',
  },
  {
    keys: 'snake_case',
    list: '/snapshots',
    title: 'Snapshots',
    row: 'nightly-backup',
    cell: 'disk-east-1',
    detail: 'Retention days',
    detailValue: '30',
    input: 'spinbutton' as const,
    label: 'snapshot',
  },
  {
    keys: 'kebab-case',
    list: '/buckets',
    title: 'Buckets',
    row: 'media-assets',
    cell: 'cold-line',
    detail: 'Region name',
    detailValue: 'north-harbor',
    input: 'textbox' as const,
    label: 'bucket',
  },
]

for (const kind of CASES) {
  test(`a document's ${kind.keys} keys show in cells, item pages and forms`, async ({ page }) => {
    await page.goto(kind.list)
    await expect(page.getByRole('heading', { name: kind.title })).toBeVisible()
    // the list's cells hold the values
    await expect(rowOf(page, kind.row).getByRole('cell', { name: kind.cell })).toBeVisible()

    // the item's page holds them too, the ones only it shows among them
    await rowOf(page, kind.row).getByRole('link', { name: kind.row }).click()
    await expect(page.getByRole('heading', { name: kind.row })).toBeVisible()
    const detail = page.getByRole('main')
    await expect(detail.getByText(kind.detail, { exact: true })).toBeVisible()
    await expect(detail.getByText(kind.detailValue, { exact: true })).toBeVisible()

    // the edit form opens filled with the item's values, in the document's own keys
    await page.getByRole('button', { name: `${capital(kind.label)} actions` }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${kind.label}` })
    await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(kind.row)
    await expect(edit.getByRole(kind.input, { name: kind.detail })).toHaveValue(kind.detailValue)
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${kind.row}-renamed`)
    await edit.getByRole('button', { name: `Update ${kind.label}` }).click()
    await expect(edit).toBeHidden()
    // back on the list, the mock stored what the form sent: the item by its new name, with its
    // other values kept
    const renamed = rowOf(page, `${kind.row}-renamed`)
    await expect(renamed.getByRole('cell', { name: kind.cell })).toBeVisible()
  })
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

test('every page, first item and create form reads in the operator’s language', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  const navigation = page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link')
  const { counts, problems } = await crawlDeep(page, navigation)
  expect(problems).toEqual([])
  // each case's create form submits on the mock with what a person would type
  expect(counts).toMatchObject({
    pages: CASES.length,
    items: CASES.length,
    forms: CASES.length,
    submitted: CASES.length,
  })
})
