import { expect, rowOf, test } from './fixtures'

// The console `npm run build:doc -- tests/fixtures/harbor-api` builds from another API's
// multi-file document (an /api/v2 prefix, envelope lists, PATCH updates, no login), served on
// its own port beside the platform's console (see playwright.config.ts).
const DOC_PORT = Number(process.env.PORT ?? 4173) + 100
test.use({ baseURL: `http://127.0.0.1:${DOC_PORT}` })

test('browses, creates and updates on a console built from another document', async ({ page }) => {
  await page.goto('/')
  // no sign-in: the home page lists what the API offers
  await expect(page.getByRole('heading', { name: 'Harbor API' })).toBeVisible()
  const home = page.getByRole('main').getByRole('navigation', { name: 'Resources' })
  await home.getByRole('link', { name: 'Vessels' }).click()

  await expect(page.getByRole('heading', { name: 'Vessels' })).toBeVisible()
  await expect(rowOf(page, 'Sea Lark')).toBeVisible()
  await rowOf(page, 'Northern Star').getByRole('link', { name: 'Northern Star' }).click()
  await expect(page).toHaveURL(/\/vessels\/101$/)
  await expect(page.getByRole('heading', { name: 'Northern Star' })).toBeVisible()
  await expect(page.getByText('5,400')).toBeVisible()

  await page.goto('/vessels')
  await page.getByRole('link', { name: 'New vessel' }).click()
  const create = page.getByRole('dialog', { name: 'Create vessel' })
  await create.getByRole('textbox', { name: 'Name' }).fill('Kittiwake')
  await create.getByRole('spinbutton', { name: 'Tonnage' }).fill('800')
  await create.getByRole('button', { name: 'Create vessel' }).click()
  await expect(create).toBeHidden()
  // the new vessel opens
  await expect(page.getByRole('heading', { name: 'Kittiwake' })).toBeVisible()
  await expect(page.getByText('800', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Vessel actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit vessel' })
  await edit.getByRole('textbox', { name: 'Flag' }).fill('FO')
  await edit.getByRole('button', { name: 'Update vessel' }).click()
  await expect(edit).toBeHidden()
  // back on the list, with the vessel's new flag on its page
  await rowOf(page, 'Kittiwake').getByRole('link', { name: 'Kittiwake' }).click()
  await expect(page.getByRole('heading', { name: 'Kittiwake' })).toBeVisible()
  await expect(page.getByText('FO', { exact: true })).toBeVisible()
})
