import { expect, test } from './fixtures'

test('the palette finds an instance of the project by part of its name and opens it', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/disks')
  await expect(page.getByRole('heading', { name: 'Disks' })).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Go to' })
  const search = palette.getByRole('combobox')
  await expect(search).toBeFocused()
  await page.keyboard.type('pending')
  const option = palette.getByRole('option', { name: /^stop-pending/ })
  await expect(option).toBeVisible()
  // keyboard only: arrows to the option, Enter goes
  while ((await search.getAttribute('aria-activedescendant')) !== (await option.getAttribute('id')))
    await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(palette).toHaveCount(0)
  await expect(page).toHaveURL(/\/projects\/mock-project\/instances\/stop-pending/)
  await expect(page.locator('main h1')).toContainText('stop-pending')
})

test('the palette jumps to pages by title and to New forms, and Escape gives focus back', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances')
  const opener = page.getByRole('link', { name: 'New instance' })
  await opener.focus()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Go to' })
  await page.keyboard.type('new vpc')
  await expect(palette.getByRole('option', { name: /^New VPC/i })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  await expect(opener).toBeFocused()

  await page.keyboard.press('Control+k')
  await page.keyboard.type('snapshots')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/mock-project\/snapshots$/)
  await expect(page.getByRole('heading', { name: 'Snapshots' })).toBeVisible()
})
