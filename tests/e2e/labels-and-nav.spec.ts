import { expect, test } from './fixtures'

/**
 * What a person reads is what the console wrote: labels keep their case on screen (a CSS
 * upper case turned "CPUs" into "CPUS"), and the side nav marks the one page they are on.
 */

test('property labels and column headers read as written', async ({ page }) => {
  await page.goto('/projects/mock-project/instances/db1')
  // innerText is the rendered text, after any CSS text-transform
  await expect(page.locator('main dt').filter({ hasText: /^CPUs$/ })).toHaveText('CPUs', {
    useInnerText: true,
  })
  await page.goto('/system/networking/ip-pools')
  await expect(page.getByRole('columnheader', { name: 'IPs remaining' })).toHaveText(
    'IPs remaining',
    { useInnerText: true },
  )
  // the project's name heads its nav as it is spelled
  await page.goto('/projects/mock-project/disks')
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  await expect(nav.getByRole('heading', { name: 'mock-project' })).toHaveText('mock-project', {
    useInnerText: true,
  })
})

test('making an image from a snapshot keeps Snapshots current, and only it', async ({ page }) => {
  await page.goto('/projects/mock-project/snapshots/snapshot-1/images-new')
  await expect(page.getByRole('dialog')).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Side navigation' })
  const current = nav.locator('[aria-current="page"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveText('Snapshots')
  await expect(nav.getByRole('link', { name: 'Images' })).not.toHaveAttribute('aria-current')

  await page.goto('/projects/mock-project/images-new')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveText('Images')
})
