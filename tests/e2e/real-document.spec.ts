import { expect, test } from './fixtures'

// The console built from a real vendor's document as published (Hetzner Cloud's, from the
// corpus; see scripts/test-all.sh), served beside the platform's console. Every page in its
// navigation must open, and nine list pages in ten must show rows from the mock.
const REAL_PORT = Number(process.env.PORT ?? 4173) + 200
test.use({ baseURL: `http://127.0.0.1:${REAL_PORT}` })

test('every navigation page of a real vendor document opens, and lists show rows', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Hetzner Cloud API', level: 1 })).toBeVisible()
  // another API's console speaks of that API, not of the platform's silos and users
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Hetzner Cloud API' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Preferences' })).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Side navigation' }).getByRole('link')
  const pages = await nav.evaluateAll((links) =>
    links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
  )
  expect(pages.length).toBeGreaterThan(15)
  let lists = 0
  let withRows = 0
  for (const { name, href } of pages) {
    await page.goto(href)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 }), name).toBeVisible()
    await expect(main.getByText('Page not found'), name).toHaveCount(0)
    await expect(main.getByText('Action not authorized'), name).toHaveCount(0)
    const table = main.getByRole('table')
    if ((await table.count()) === 0) continue
    lists += 1
    const body = table.first().getByRole('row').nth(1)
    if (await body.isVisible()) withRows += 1
  }
  expect(lists).toBeGreaterThan(15)
  expect(withRows / lists).toBeGreaterThanOrEqual(0.9)
})

test('a real document’s item opens by name and shows embedded resources by name', async ({
  page,
}) => {
  await page.goto('/servers')
  const first = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first()
  const name = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  // a server's datacenter is shown by its name, not as a run of its fields
  await expect(page.getByText(/^Description /)).toHaveCount(0)
})
