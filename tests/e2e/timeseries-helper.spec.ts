import { expect, test } from './fixtures'

/** the developer-console helper `window.oxql`, as a person would call it from DevTools */
test('oxql lists schemas and prints a query as a table', async ({ page }) => {
  const tables: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'table') tables.push(message.text())
  })
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()

  const schemas = await page.evaluate(() => window.oxql!.schemas('vcpu'))
  expect(schemas.length).toBeGreaterThan(0)
  expect(schemas.every((schema) => String(schema.name).includes('vcpu'))).toBe(true)

  const rows = await page.evaluate(() =>
    window.oxql!.query('get virtual_machine:vcpu_usage | filter timestamp > @now() - 5m'),
  )
  expect(rows.length).toBeGreaterThan(0)
  expect(rows[0]).toMatchObject({ timeseries: 'virtual_machine:vcpu_usage' })
  expect(rows[0]).toHaveProperty('time')
  expect(rows[0]).toHaveProperty('value')
  await expect.poll(() => tables.length).toBe(2)
})

test('oxql prints the catalogue text of a failed query', async ({ page, consoleErrors }) => {
  await page.goto('/projects/mock-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances' })).toBeVisible()
  const failure = await page.evaluate(() =>
    window.oxql!.query('get virtual_machine:vcpu_usage | group_by [vcpu_id]').then(
      () => 'no error',
      (error: Error) => error.message,
    ),
  )
  expect(failure).toBe('Input tables to a group_by must be aligned')
  // printed for the person at the console; taken off the list the fixture fails on
  expect(consoleErrors.splice(0)).toEqual(['Input tables to a group_by must be aligned'])
})

test('outside a project oxql asks the fleet’s endpoint, which answers', async ({ page }) => {
  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
  const rows = await page.evaluate(() =>
    window.oxql!.query('get virtual_machine:vcpu_usage | filter timestamp > @now() - 5m'),
  )
  expect(rows.length).toBeGreaterThan(0)
  const asked = await page.evaluate(
    () => performance.getEntriesByName('mock POST /v1/system/timeseries/query').length,
  )
  expect(asked).toBe(1)
})
