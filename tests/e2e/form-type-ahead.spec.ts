import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Operators type fast: a create form's code and schema load when it first opens, and what a
// person types in that moment, before the form has a field to take it, must not be lost.

test('what is typed while a create form still loads lands in its first field and is sent', async ({
  page,
}) => {
  await page.goto('/projects')
  const opener = page.getByRole('link', { name: 'New project' })
  await expect(opener).toBeVisible()
  // the form's code and schema arrive late, as on a slow link or a loaded machine
  await page.route('**/assets/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await opener.click()
  await page.keyboard.type('typed-early')
  const form = page.getByRole('dialog', { name: 'Create project' })
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  // the keys were pressed before there was a field to take them; the panel says it is busy
  await expect(name).toHaveCount(0)
  await expect(form.getByRole('status')).toBeAttached()
  await expect(name).toHaveValue('typed-early')
  await expect(name).toBeFocused()
  // the form's own data holds it, not only the text box: the project is made with that name
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL('/projects/typed-early/instances')
})

// The bespoke create pages load their own code (the instance create page, the image upload
// panel): keys typed while it loads land in their first field just the same.
for (const bespoke of [
  {
    list: '/projects/mock-project/instances',
    opener: 'New instance',
    form: (page: Page) => page.getByRole('form', { name: 'Create instance' }),
  },
  {
    list: '/projects/mock-project/images',
    opener: 'New image',
    form: (page: Page) => page.getByRole('dialog', { name: 'Upload image' }),
  },
]) {
  test(`what is typed while "${bespoke.opener}" still loads lands in its name`, async ({
    page,
  }) => {
    await page.goto(bespoke.list)
    const opener = page.getByRole('link', { name: bespoke.opener })
    await expect(opener).toBeVisible()
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await opener.click()
    await page.keyboard.type('fast-typist')
    const name = bespoke.form(page).getByRole('textbox', { name: 'Name', exact: true })
    // typed before the page had a field to take the keys
    await expect(name).toHaveCount(0)
    await expect(name).toHaveValue('fast-typist')
    await expect(name).toBeFocused()
  })
}
