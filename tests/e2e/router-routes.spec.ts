import { expect, pickOption, rowOf, test } from './fixtures'

const vpc = '/projects/mock-project/vpcs/mock-vpc'

test('the system router offers no "New route"; a custom router does', async ({ page }) => {
  await page.goto(`${vpc}/routers/system/routes`)
  await expect(page.getByRole('cell', { name: 'default', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New route' })).toHaveCount(0)

  await page.goto(`${vpc}/routers/mock-custom-router/routes`)
  await expect(page.getByRole('cell', { name: 'custom-route', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New route' })).toBeVisible()
})

test('route destinations and targets that name a subnet, instance or gateway are picked by name', async ({
  page,
}) => {
  await page.goto(`${vpc}/routers/mock-custom-router/routes-new`)
  const form = page.getByRole('dialog', { name: 'Create route' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('to-db')

  await form.getByRole('combobox', { name: 'Destination', exact: true }).selectOption({
    label: 'Subnet',
  })
  const destination = form.getByRole('combobox', { name: 'Destination value' })
  await destination.click()
  await destination.fill('subnet')
  // this VPC's subnets only
  await expect(page.getByRole('option', { name: /^mock-subnet-2/ })).toBeVisible()
  await expect(page.getByRole('option', { name: /^other-subnet/ })).toHaveCount(0)
  await pickOption(page, 'Destination value', 'mock-subnet-2')

  await form.getByRole('combobox', { name: 'Target', exact: true }).selectOption({
    label: 'Instance',
  })
  await pickOption(page, 'Target value', 'db1')
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(form).toBeHidden()
  await expect(rowOf(page, 'to-db')).toContainText('mock-subnet-2')
  await expect(rowOf(page, 'to-db')).toContainText('db1')

  // the internet gateway by name; a subnet named before it exists, typed
  await page.goto(`${vpc}/routers/mock-custom-router/routes-new`)
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('out')
  await form.getByRole('combobox', { name: 'Target', exact: true }).selectOption({
    label: 'Internet gateway',
  })
  await pickOption(page, 'Target value', 'default')
  await form.getByRole('combobox', { name: 'Destination', exact: true }).selectOption({
    label: 'Subnet',
  })
  await form.getByRole('combobox', { name: 'Destination value' }).fill('future-subnet')
  await form.getByRole('button', { name: 'Create route' }).click()
  await expect(form).toBeHidden()
  await expect(rowOf(page, 'out')).toContainText('future-subnet')
  await expect(rowOf(page, 'out')).toContainText('default')
})
