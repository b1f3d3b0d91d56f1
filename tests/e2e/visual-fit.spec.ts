import { expect, rowOf, test } from './fixtures'

/** how many lines an element shows: its height over its line height */
const linesShown = (element: Element) =>
  Math.round(
    element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  )

test('a sled’s part number stays on one line in a 1024 px window, whole in its title', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/system/inventory/sleds')
  const part = rowOf(page, 'BRM44220001').getByTitle('913-0000019', { exact: true })
  await expect(part).toBeVisible()
  expect(await part.evaluate(linesShown)).toBe(1)
})

test('each utilization chart follows its card’s width, at 1440 px and after narrowing to 1024', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/system/utilization')
  const charts = page.getByRole('figure')
  await expect(charts).toHaveCount(3)
  await expect(charts.first().locator('canvas')).toBeVisible()
  // the card's content box against the plot's canvas, per chart
  const gaps = () =>
    charts.evaluateAll((figures) =>
      figures.map((figure) => {
        const style = getComputedStyle(figure)
        const inner =
          figure.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const canvas = figure.querySelector('canvas')?.getBoundingClientRect().width ?? 0
        return Math.abs(inner - canvas)
      }),
    )
  for (const gap of await gaps()) expect(gap).toBeLessThanOrEqual(3)
  await page.setViewportSize({ width: 1024, height: 900 })
  await expect.poll(async () => Math.max(...(await gaps()))).toBeLessThanOrEqual(3)
})

test('a tab holding one table shows no heading over it; the table is named for screen readers', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/internet-gateways/default/ip-pools')
  await expect(page.getByRole('table', { name: 'Gateway IP Pools' })).toBeVisible()
  // the heading stays in the outline, but takes no room on screen (it repeated the tab, louder)
  const heading = page.getByRole('heading', { name: 'Gateway IP Pools', level: 2 })
  expect((await heading.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1)
})
