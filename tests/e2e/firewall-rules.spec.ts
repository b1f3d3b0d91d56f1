import { expect, pickOption, rowAction, rowOf, test } from './fixtures'

test('create a rule with a port filter, clone it, delete it', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await page.getByRole('link', { name: 'New rule' }).click()

  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('allow-web')
  await form.getByRole('radio', { name: 'Deny' }).check()
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('200')
  // a name typed in the picker, then Enter: added, the form not submitted
  await form.getByRole('combobox', { name: 'Target name' }).fill('mock-vpc')
  await form.getByRole('combobox', { name: 'Target name' }).press('Enter')
  await expect(form.getByRole('table', { name: 'Targets' })).toContainText('mock-vpc')
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

  // the clone starts as a copy under a fresh generated name (spec §5: prefix, six hex digits)
  await rowAction(page, 'allow-web', 'Clone')
  const clone = page.getByRole('dialog', { name: 'Add firewall rule' })
  await expect(clone.getByRole('list', { name: 'Ports' })).toContainText('8080')
  const name = clone.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toHaveValue(/^allow-web-copy-[0-9a-f]{6}$/)
  const copyName = await name.inputValue()
  // the original's name is still refused as a duplicate
  await name.fill('allow-web')
  await clone.getByRole('button', { name: 'Add rule' }).click()
  await expect(clone.getByText('A rule with this name already exists in this VPC')).toBeVisible()
  await name.fill(copyName)
  await clone.getByRole('button', { name: 'Add rule' }).click()
  await expect(rowOf(page, copyName)).toBeVisible()

  await rowAction(page, 'allow-web', 'Delete')
  await page
    .getByRole('dialog', { name: 'Delete firewall rule' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByText('Firewall Rule allow-web deleted')).toBeVisible()
  await expect(rowOf(page, 'allow-web')).toHaveCount(0)
  await expect(rowOf(page, copyName)).toBeVisible()
})

test('a port typed but not added becomes part of the rule, as the form shows it', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('web-only')
  await form.getByRole('textbox', { name: 'Port filter' }).fill('8080')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Firewall Rule web-only created')).toBeVisible()
  // saved with the port: not an allow on every port
  await expect(rowOf(page, 'web-only')).toContainText('port8080')

  await rowAction(page, 'web-only', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(edit.getByRole('list', { name: 'Ports' })).toHaveText(/^8080/)
})

test('a host typed but not added is added on submit; a refused entry blocks it', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('narrow')
  const hosts = form.getByRole('group', { name: 'Host filters' })
  await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption('IP')
  await hosts.getByRole('textbox', { name: 'Host filter value' }).fill('1.2.3.999')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  await expect(hosts.getByText('Not a valid IP address')).toBeVisible()
  const port = form.getByRole('textbox', { name: 'Port filter' })
  await port.fill('80-70')
  await form.getByRole('button', { name: 'Add port' }).click()
  await expect(form.getByText('The range must not end below its start')).toBeVisible()

  // the refused entries stay in their boxes and block the submit, each with its message
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(hosts.getByText('Not a valid IP address')).toBeVisible()
  await expect(form.getByText('The range must not end below its start')).toBeVisible()
  await expect(form).toBeVisible()

  // a port out of 1–65535 is refused like a malformed one
  for (const outside of ['0', '65536', '99999', '22-99999']) {
    await port.fill(outside)
    await form.getByRole('button', { name: 'Add rule' }).click()
    await expect(form.getByText('Ports go from 1 to 65535')).toBeVisible()
  }

  await hosts.getByRole('textbox', { name: 'Host filter value' }).fill('1.2.3.4')
  await port.fill('443')
  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Firewall Rule narrow created')).toBeVisible()
  await expect(rowOf(page, 'narrow')).toContainText('1.2.3.4')
  await expect(rowOf(page, 'narrow')).toContainText('port443')
})

test("targets and hosts are picked by name from the VPC's lists; a name not made yet can be typed", async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('picked')
  const targets = form.getByRole('group', { name: 'Targets' })
  const targetType = targets.getByRole('combobox', { name: 'Target type' })

  // an instance of the project, from its list
  await targetType.selectOption('Instance')
  await targets.getByRole('combobox', { name: 'Target name' }).click()
  await targets.getByRole('combobox', { name: 'Target name' }).fill('e')
  await expect(page.getByRole('option', { name: /^reboot-me/ })).toBeVisible()
  await pickOption(page, 'Target name', 'db1')
  await targets.getByRole('button', { name: 'Add target' }).click()

  // a subnet of this VPC only: another VPC's subnet is not offered
  await targetType.selectOption('VPC subnet')
  await targets.getByRole('combobox', { name: 'Target name' }).click()
  await targets.getByRole('combobox', { name: 'Target name' }).fill('subnet')
  await expect(page.getByRole('option', { name: /^mock-subnet-2/ })).toBeVisible()
  await expect(page.getByRole('option', { name: /^other-subnet/ })).toHaveCount(0)
  await pickOption(page, 'Target name', 'mock-subnet-2')
  await expect(targets.getByRole('combobox', { name: 'Target name' })).toHaveValue('mock-subnet-2')
  await targets.getByRole('button', { name: 'Add target' }).click()
  await expect(targets.getByRole('table', { name: 'Targets' })).toContainText('mock-subnet-2')

  // a host by a name nothing carries yet: the platform takes it
  const hosts = form.getByRole('group', { name: 'Host filters' })
  await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption('Instance')
  const hostName = hosts.getByRole('combobox', { name: 'Host filter name' })
  await hostName.fill('future-db')
  // no item carries it: no list covers the form
  await expect(hostName).toHaveAttribute('aria-expanded', 'false')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  // an address stays a text box
  await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption('IP')
  await expect(hosts.getByRole('textbox', { name: 'Host filter value' })).toBeVisible()

  await form.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Firewall Rule picked created')).toBeVisible()
  for (const name of ['db1', 'mock-subnet-2', 'future-db']) {
    await expect(rowOf(page, 'picked')).toContainText(name)
  }
})
