import { expect, rowAction, test } from './fixtures'

// Journeys made with the keyboard alone: what a person who never touches the mouse relies on.

test('a side panel opened from the keyboard takes typed text in its first field', async ({
  page,
}) => {
  await page.goto('/projects')
  const opener = page.getByRole('link', { name: 'New project' })
  await expect(opener).toBeVisible()
  // the skip link first, then Tab on through the page to the link, as a person reaches it
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(async () => {
    await page.keyboard.press('Tab')
    await expect(opener).toBeFocused({ timeout: 100 })
  }).toPass({ timeout: 5_000 })
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Create project' })
  const name = form.getByRole('textbox', { name: 'Name' })
  await expect(name).toBeFocused()
  await page.keyboard.type('typed-by-keyboard')
  await expect(name).toHaveValue('typed-by-keyboard')
})

test('a form dialog opened from a row menu focuses its first field', async ({ page }) => {
  await page.goto('/projects/mock-project/floating-ips')
  await rowAction(page, 'cola-float', 'Attach')
  const dialog = page.getByRole('dialog', { name: /attach/i })
  await expect(dialog.getByRole('combobox', { name: 'Instance' })).toBeFocused()
})

test('a centred dialog with a field focuses it when it opens', async ({ page }) => {
  await page.goto('/projects/mock-project/access')
  await page.getByRole('button', { name: 'Add user or group' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('User or group')).toBeFocused()
})

test('tabs answer Home and End as well as the arrows', async ({ page }) => {
  const lists = [
    { path: '/projects/mock-project/instances/db1/storage', label: 'Instance tabs' },
    { path: '/projects/mock-project/instances/db1/metrics/cpu', label: 'Metrics' },
    { path: '/system/inventory/sleds', label: 'Inventory tabs' },
    { path: '/projects/mock-project/vpcs/mock-vpc/firewall-rules', label: /tabs$/ },
  ]
  for (const { path, label } of lists) {
    await page.goto(path)
    const tabs = page.getByRole('tablist', { name: label })
    const all = tabs.getByRole('tab')
    await expect(all.first()).toHaveAttribute('aria-selected', 'true')
    const count = await all.count()
    await all.first().focus()

    await page.keyboard.press('End')
    await expect(all.nth(count - 1)).toBeFocused()
    await expect(all.nth(count - 1)).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('Home')
    await expect(all.first()).toBeFocused()
    await expect(all.first()).toHaveAttribute('aria-selected', 'true')

    await page.keyboard.press('ArrowRight')
    await expect(all.nth(1)).toHaveAttribute('aria-selected', 'true')
  }
})

test('"Skip to content" is the first thing Tab reaches, and it reaches the page', async ({
  page,
}) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.locator('body').focus()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})
