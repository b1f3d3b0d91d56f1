import { failOnce } from './fail-once'
import { expect, rowOf, test } from './fixtures'

const vpc = '/projects/mock-project/vpcs/mock-vpc'

test('a gateway’s page opens on its first tab, its IP pools', async ({ page }) => {
  await page.goto(`${vpc}/internet-gateways`)
  await rowOf(page, 'default').getByRole('link', { name: 'default' }).click()
  await expect(page).toHaveURL(`${vpc}/internet-gateways/default/ip-pools`)
  const tabs = page.getByRole('tablist', { name: /tabs$/ })
  await expect(tabs.getByRole('tab', { name: 'IP Pools' })).toHaveAttribute('aria-selected', 'true')
  await expect(rowOf(page, 'ip-pool-1')).toBeVisible()
})

test('an internet gateway is created from the VPC’s Internet Gateways tab', async ({ page }) => {
  await page.goto(`${vpc}/internet-gateways`)
  await page.getByRole('link', { name: 'New internet gateway' }).click()
  await expect(page).toHaveURL(`${vpc}/internet-gateways-new`)
  const form = page.getByRole('dialog', { name: 'Create internet gateway' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('egress')
  await form.getByRole('textbox', { name: 'Description' }).fill('For the web servers')
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { name: 'egress', level: 1 })).toBeVisible()
  // the new gateway opens on its first tab too, with nothing linked yet
  await expect(page.getByRole('tab', { name: 'IP Pools', selected: true })).toBeVisible()
  // the mock's world lives in the page: back to the list by its breadcrumb, not a new load
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Internet Gateways' })
    .click()
  await expect(rowOf(page, 'egress')).toContainText('For the web servers')
})

test('the gateway form opens at its own address, and refuses a name the VPC has', async ({
  page,
}) => {
  await page.goto(`${vpc}/internet-gateways-new`)
  const form = page.getByRole('dialog', { name: 'Create internet gateway' })
  // the form opens over the VPC's gateways
  await expect(page.getByRole('tab', { name: 'Internet Gateways', selected: true })).toBeVisible()
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('default')
  await form.getByRole('textbox', { name: 'Description' }).fill('a twin')
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await expect(form.getByText(/already exists/).first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('a twin')
})

test('a gateway’s Routes tab lists the routes that target it, with their routers', async ({
  page,
}) => {
  await page.goto(`${vpc}/internet-gateways/default`)
  await page.getByRole('tab', { name: 'Routes' }).click()
  await expect(page).toHaveURL(`${vpc}/internet-gateways/default/routes`)
  // the system router's two default routes go to this gateway; the subnet routes do not
  await expect(rowOf(page, 'default')).toBeVisible()
  await expect(rowOf(page, 'default-v6')).toBeVisible()
  await expect(rowOf(page, 'vpc-subnet-route')).toHaveCount(0)
  await expect(rowOf(page, 'custom-route')).toHaveCount(0)
  await expect(
    rowOf(page, 'default').getByRole('link', { name: 'system', exact: true }),
  ).toHaveAttribute('href', `${vpc}/routers/system`)
})

test('a gateway no route targets says so', async ({ page }) => {
  await page.goto(`${vpc}/internet-gateways-new`)
  const form = page.getByRole('dialog', { name: 'Create internet gateway' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('unused')
  await form.getByRole('textbox', { name: 'Description' }).fill('')
  await form.getByRole('button', { name: 'Create internet gateway' }).click()
  await page.getByRole('tab', { name: 'Routes' }).click()
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()
})

test('a router’s routes that fail to load are the Routes tab’s to say, and it asks again', async ({
  page,
}) => {
  // one router's routes gone meanwhile (a 404): the gateway's page stands around the tab
  await failOnce(page, { 'GET /v1/vpc-router-routes': 404 })
  await page.goto(`${vpc}/internet-gateways/default/routes`)
  const tab = page.getByRole('region', { name: 'Routes' })
  const failure = tab.getByRole('alert')
  await expect(failure).toContainText('These routes could not be loaded')
  await expect(failure).toContainText('Chaos: simulated 404 failure')
  await expect(page.getByText('Page not found')).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'IP pools' })).toBeVisible()
  await tab.getByRole('button', { name: 'Try again' }).click()
  await expect(rowOf(page, 'default')).toBeVisible()
  await expect(failure).toHaveCount(0)
})
