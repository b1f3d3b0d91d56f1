import { expect, test } from './fixtures'

test('connect to a running instance’s serial console and type into it', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/connect')
  await page.getByRole('link', { name: 'Open serial console' }).click()
  await expect(page).toHaveURL(/\/instances\/db1\/serial-console$/)
  await expect(page.getByRole('heading', { name: 'Serial console', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()

  const screen = page.locator('.xterm-accessibility-tree')
  await expect(screen).toContainText('mock login:', { timeout: 10_000 })
  await page.getByRole('textbox', { name: 'Terminal input' }).focus()
  await page.keyboard.type('hannah')
  await expect(screen).toContainText('mock login: hannah')
  // Ctrl+K is the guest shell's (kill to end of line), not the console's palette
  // (had the palette opened, the next key would land in its search box)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('x')
  await expect(screen).toContainText(/mock login: hannah\s*x/)
  await expect(page.getByRole('dialog', { name: 'Go to' })).toHaveCount(0)
  await page.getByRole('heading', { name: 'Serial console', level: 1 }).click()
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog', { name: 'Go to' })).toBeVisible()
})

test('a stopped instance has no serial console to connect to', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/stopped-one/connect')
  const connect = page.getByRole('button', { name: 'Open serial console' })
  await expect(connect).toHaveAttribute('aria-disabled', 'true')
  await page.goto('/projects/mock-project/instances/stopped-one/serial-console')
  await expect(
    page.getByText(
      'Only running, rebooting, migrating or repairing instances can connect to the serial console',
    ),
  ).toBeVisible()
})

test('the terminal’s styles leave the page with it, and come back with it', async ({ page }) => {
  // xterm's styles are style sheets the document adopts (the policy refuses its <style>
  // elements): one each for the rows' colours, the cell size, and the scrollbar
  const adopted = () => page.evaluate(() => document.adoptedStyleSheets.length)
  const connected = page.getByRole('status').filter({ hasText: 'Connected' })
  await page.goto('/projects/mock-project/instances/db1/serial-console')
  await expect(connected).toBeVisible()
  expect(await adopted()).toBe(3)

  await page.getByRole('link', { name: 'Back to db1' }).click()
  await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  expect(await adopted()).toBe(0)

  // entered again (and again), the page has one terminal's styles, not one more set each time
  for (let visit = 0; visit < 2; visit++) {
    await page.goBack()
    await expect(connected).toBeVisible()
    expect(await adopted()).toBe(3)
    await page.goForward()
    await expect(page.getByRole('heading', { name: 'db1', level: 1 })).toBeVisible()
  }
  expect(await adopted()).toBe(0)
})

test('a browser that cannot adopt style sheets still shows the console’s text', async ({
  page,
}) => {
  // as Safari before 16.4: no constructed style sheets, so the terminal is drawn unstyled
  await page.addInitScript(() => {
    delete (Document.prototype as Partial<Document>).adoptedStyleSheets
  })
  await page.goto('/projects/mock-project/instances/db1/serial-console')
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  await expect(page.locator('.xterm-rows')).toContainText('mock login:', { timeout: 10_000 })
  await page.getByRole('textbox', { name: 'Terminal input' }).focus()
  await page.keyboard.type('hannah')
  await expect(page.locator('.xterm-accessibility-tree')).toContainText('mock login: hannah')
})

test('the open console follows a switch between light and dark', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1/serial-console')
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  const terminalBackground = () =>
    page.evaluate(
      () => getComputedStyle(document.querySelector('.xterm-scrollable-element')!).backgroundColor,
    )
  const pageBackground = () =>
    page.evaluate(() =>
      getComputedStyle(document.querySelector('.serial-terminal')!)
        .getPropertyValue('--bg-raised')
        .trim(),
    )
  const before = await terminalBackground()

  await page.getByRole('button', { name: /user menu/ }).click()
  await page.getByRole('menuitem', { name: 'Theme' }).click()
  const other = (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark'
  await page.getByRole('menuitemradio', { name: other ? 'Light' : 'Dark' }).click()

  await expect.poll(terminalBackground).not.toBe(before)
  // the terminal's colour is the raised background of the theme now in force
  const token = await pageBackground()
  const resolved = await page.evaluate((colour) => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = colour
    document.body.append(probe)
    const value = getComputedStyle(probe).backgroundColor
    probe.remove()
    return value
  }, token)
  expect(await terminalBackground()).toBe(resolved)
})
