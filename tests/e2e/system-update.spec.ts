import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

test('set a newer release as target and watch the rack move to it', async ({ page }) => {
  await page.goto('/system/update')
  await expect(page.getByRole('heading', { name: 'System Update' })).toBeVisible()
  const progress = page.getByRole('progressbar', { name: 'Update progress' })
  await expect(progress).toHaveAttribute('value', '93')
  const releases = page.getByRole('region', { name: 'Releases' })
  const menuOf = (version: string) =>
    releases.getByRole('button', { name: `Release ${version} actions` })

  // each release says what it is to the rack
  const rowOf = (version: string) => releases.getByRole('row', { name: new RegExp(`^${version}`) })
  await expect(rowOf('2.0.0')).toContainText('Installing: 41 of 44 components')
  await expect(rowOf('1.0.0')).toContainText('Running on 3 of 44 components')
  await expect(rowOf('2.1.0')).toContainText('Available')

  // the current target and an older release cannot be chosen, and say why
  const itemIn = (version: string) =>
    page.getByRole('menu', { name: `Release ${version} actions` }).getByRole('menuitem')
  await menuOf('2.0.0').click()
  const current = itemIn('2.0.0')
  await expect(current).toHaveAttribute('aria-disabled', 'true')
  await expect(current).toContainText('Already set as target')
  await page.keyboard.press('Escape')
  await menuOf('1.0.0').click()
  await expect(itemIn('1.0.0')).toContainText('Cannot set older release as target')
  await page.keyboard.press('Escape')

  await menuOf('2.1.0').click()
  await itemIn('2.1.0').click()
  const dialog = page.getByRole('dialog', { name: 'Set target release' })
  await expect(dialog).toContainText('2.1.0')
  await dialog.getByRole('button', { name: 'Set target' }).click()
  await expect(page.getByText('Target release set to 2.1.0')).toBeVisible()
  await expect(rowOf('2.1.0')).toContainText('Target')
  // the mock moves 12 of the 44 components every 2 s; the page polls until all are there
  await expect(progress).toHaveAttribute('value', '100', { timeout: 15_000 })
  await expect(page.getByText('44 of 44 components')).toBeVisible()
  await expect(rowOf('2.1.0')).toContainText('Installed')
  await expect(rowOf('2.0.0')).toContainText('Older than the target')
})

test('the rollout’s words stay inside their property, clear of the next one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/system/update')
  const label = page.getByText('93% (41 of 44 components)')
  await expect(label).toBeVisible()
  const value = page.getByRole('definition').filter({ has: label })
  const next = page.getByRole('term').filter({ hasText: 'Last step planned' })
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox()
    if (!found) throw new Error('not laid out')
    return found
  }
  const labelBox = await box(label)
  const valueBox = await box(value)
  const nextBox = await box(next)
  expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(valueBox.x + valueBox.width + 1)
  // on one row the next property starts to the right: the words end before it
  if (Math.abs(nextBox.y - valueBox.y) < valueBox.height) {
    expect(labelBox.x + labelBox.width).toBeLessThan(nextBox.x)
  }
})
