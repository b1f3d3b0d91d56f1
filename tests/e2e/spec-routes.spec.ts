import { expect, test } from './fixtures'
import { specRoutesOffTheSweep } from './route-stops'
import { P, ROUTER, specTitle, VPC } from './spec-route-table'

/**
 * Spec §2's routes (spec-route-table.ts) that the route sweep (smoke.spec.ts) does not visit,
 * since they name other items than its samples (a custom router, a rule of the spec's own), and
 * the special cases: the not-found page, a lookup that finds nothing, a clone, breadcrumbs.
 * Every other entry of the table is checked on the sweep's visit of its path.
 */
const areas = [...new Set(specRoutesOffTheSweep.map(({ area }) => area))]
for (const area of areas) {
  test.describe(`spec §2, ${area} routes`, () => {
    for (const entry of specRoutesOffTheSweep.filter((route) => route.area === area)) {
      const { path, lands, heading, form } = entry
      test(specTitle(entry), async ({ page }) => {
        await page.goto(path)
        await expect(page).toHaveURL(lands ?? path)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
        if (form) await expect(page.getByRole('dialog', { name: form })).toBeVisible()
      })
    }
  })
}

test('an unknown path says the page does not exist or may not be yours, with a way out', async ({
  page,
}) => {
  await page.goto(`${P}/no-such-page`)
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
  await expect(page.getByText(/does not exist or you may not have access to it/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toHaveAttribute('href', '/')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\//)
})

test('a lookup of an instance that is not there shows the not-found state', async ({ page }) => {
  for (const path of ['/lookup/instances/', '/lookup/i/']) {
    await page.goto(`${path}1a570000-0000-4000-8000-00000000ffff`)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  }
})

test('a cloned firewall rule starts from the rule it copies', async ({ page }) => {
  await page.goto(`${VPC}/firewall-rules-new/allow-ssh`)
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  // the copy needs a name of its own; the rest is the rule's
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    /^allow-ssh-copy/,
  )
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'SSH from anywhere to the instances of mock-subnet',
  )
  await expect(form.getByRole('radio', { name: 'Inbound' })).toBeChecked()
  await expect(form.getByRole('spinbutton', { name: 'Priority' })).toHaveValue('65534')
})

test('breadcrumbs name each step of the route by its label', async ({ page }) => {
  await page.goto(`${ROUTER}/routes`)
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')
  await expect(crumbs).toHaveText([
    'Projects',
    'mock-project',
    'VPCs',
    'mock-vpc',
    'Routers',
    'mock-custom-router',
    'Routes',
  ])
  await expect(crumbs.nth(2)).toHaveAttribute('href', `${P}/vpcs`)
})
