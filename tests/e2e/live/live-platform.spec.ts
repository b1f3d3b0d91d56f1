import { expect, pickOption, rowAction, rowOf, test } from '../fixtures'

// The console built in live mode (no mock in the page) behind `vite preview`, which forwards
// the platform's paths and the serial console's WebSocket to the standalone mock server over
// real sockets, as a deployment behind the platform would (playwright.config.ts, project
// "live"). As every journey, it fails on a console error or a Content-Security-Policy
// violation (the mock settings the fixture stores are read by no one here).
test('the live build lists, creates and starts an instance and opens its serial console', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // the server keeps its state between local runs: a name of this run's own
  const name = `live-${Date.now().toString(36)}`
  let mockScripts = 0
  page.on('request', (request) => {
    if (/\/assets\/(mock|msw)-/.test(request.url())) mockScripts++
  })

  await page.goto('/projects/mock-project/instances')
  await expect(rowOf(page, 'db1')).toBeVisible()
  // a live console says nothing of a mock (spec §1: the banner is the in-browser mock's only)
  await expect(page.getByRole('region', { name: 'Technical preview' })).toHaveCount(0)
  await expect(page.getByText(/mock API/)).toHaveCount(0)

  await page.getByRole('link', { name: 'New instance' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  // as a person would, typing once the images have come (the picker says "Loading…" until then)
  await expect(page.getByRole('combobox', { name: 'Image' })).not.toHaveAttribute(
    'placeholder',
    'Loading…',
  )
  await pickOption(page, 'Image', 'ubuntu-22-04')
  await page.getByRole('checkbox', { name: 'Start instance after creating it' }).uncheck()
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByText(`Instance ${name} created`)).toBeVisible()

  await page.goto('/projects/mock-project/instances')
  const row = rowOf(page, name)
  await expect(row.getByText('stopped', { exact: true })).toBeVisible({ timeout: 15_000 })
  await rowAction(page, name, 'Start')
  await expect(row.getByText('running', { exact: true })).toBeVisible({ timeout: 15_000 })

  await page.goto(`/projects/mock-project/instances/${name}/serial-console`)
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  const screen = page.locator('.xterm-accessibility-tree')
  await expect(screen).toContainText('mock login:', { timeout: 15_000 })
  await page.getByRole('textbox', { name: 'Terminal input' }).focus()
  await page.keyboard.type('hannah')
  await expect(screen).toContainText('mock login: hannah')

  // everything above came over the network: the live build has no mock to load
  expect(mockScripts).toBe(0)
})
