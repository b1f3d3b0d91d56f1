import { expect, rowAction, rowOf, test } from './fixtures'

test('create a rule with a port filter, clone it, delete it', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await page.getByRole('link', { name: 'New rule' }).click()

  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-web')
  await form.getByRole('radio', { name: 'Deny' }).check()
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('200')
  await form.getByRole('textbox', { name: 'Target name' }).fill('mock-vpc')
  await form.getByRole('button', { name: 'Add target' }).click()
  await form.getByRole('checkbox', { name: 'TCP' }).check()

  // a malformed port is refused; Enter adds a valid one without submitting
  const port = form.getByRole('textbox', { name: 'Port filter' })
  await port.fill('90-80')
  await port.press('Enter')
  await expect(form.getByText('The range must not end below its start')).toBeVisible()
  await port.fill('8080')
  await port.press('Enter')
  await expect(form.getByRole('list', { name: 'Ports' })).toContainText('8080')

  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Firewall Rule allow-web created')).toBeVisible()
  await expect(rowOf(page, 'allow-web')).toBeVisible()

  // the clone starts as a copy, so its name must change
  await rowAction(page, 'allow-web', 'Clone')
  const clone = page.getByRole('dialog', { name: 'Add firewall rule' })
  await expect(clone.getByRole('list', { name: 'Ports' })).toContainText('8080')
  await clone.getByRole('button', { name: 'Add rule' }).click()
  await expect(clone.getByText('A rule with this name already exists in this VPC')).toBeVisible()
  await clone.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-web-2')
  await clone.getByRole('button', { name: 'Add rule' }).click()
  await expect(rowOf(page, 'allow-web-2')).toBeVisible()

  await rowAction(page, 'allow-web', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete firewall rule' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByText('Firewall Rule allow-web deleted')).toBeVisible()
  await expect(rowOf(page, 'allow-web')).toHaveCount(0)
  await expect(rowOf(page, 'allow-web-2')).toBeVisible()
})
