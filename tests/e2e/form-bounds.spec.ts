import { expect, test } from './fixtures'

// Bounds each form refuses with a field message (the mock refuses the same with its 400:
// tests/unit/mock/bounds.test.ts).

test('a silo quota cannot be negative', async ({ page }) => {
  await page.goto('/system/silos-new')
  const form = page.getByRole('dialog', { name: 'Create silo' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('negative')
  await form.getByRole('spinbutton', { name: 'CPUs' }).fill('-1')
  await form.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('1')
  await form.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill('1')
  await form.getByRole('button', { name: 'Create silo' }).click()
  await expect(form.getByRole('spinbutton', { name: 'CPUs' })).toHaveAccessibleDescription(
    /Must be at least 0/,
  )
  await expect(form).toBeVisible()
})

test('a hostname label longer than 63 characters is refused', async ({ page }) => {
  await page.goto('/projects/mock-project/instances-new')
  const hostname = page.getByRole('textbox', { name: 'Hostname' })
  await hostname.fill(`${'a'.repeat(64)}.example`)
  await hostname.blur()
  await expect(hostname).toHaveAccessibleDescription(
    /Each part between dots must be 63 characters or fewer/,
  )
  await hostname.fill(`${'a'.repeat(63)}.example`)
  await hostname.blur()
  await expect(hostname).not.toHaveAccessibleDescription(/63 characters or fewer/)
})

test('a disk of 0 GiB gets one clear message', async ({ page }) => {
  await page.goto('/projects/mock-project/disks-new')
  const form = page.getByRole('dialog', { name: 'Create disk' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('empty-disk')
  await form.getByRole('spinbutton', { name: /Size/ }).fill('0')
  await form.getByRole('button', { name: 'Create disk' }).click()
  await expect(form.getByText('Must be at least 1 GiB', { exact: true })).toBeVisible()
  await expect(form.getByText('Must be more than 0 GiB')).toHaveCount(0)
})

test('every IP field says "Not a valid IP address", whatever its family', async ({ page }) => {
  await page.goto('/system/networking/ip-pools/ip-pool-1/ranges-add')
  const form = page.getByRole('dialog', { name: 'Add IP range' })
  await form.getByRole('textbox', { name: 'First' }).fill('10.0.0.300')
  await form.getByRole('textbox', { name: 'Last' }).fill('10.0.0.9')
  await form.getByRole('button', { name: 'Add range' }).click()
  await expect(form.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription(
    /Not a valid IP address/,
  )
  await expect(form.getByText('Not a valid IPv4 address')).toHaveCount(0)
})

test('an optional field holding only spaces is left out, not refused', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/subnets-new')
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('spaced')
  await form.getByRole('textbox', { name: 'IPv4 block' }).fill('10.1.3.0/24')
  await form.getByRole('textbox', { name: 'IPv6 block' }).fill('   ')
  await form.getByRole('button', { name: 'Create subnet' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: 'spaced' })).toContainText('10.1.3.0/24')
})

test('a subnet must be private, aligned, apart from the others and a /64 of the VPC', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/subnets-new')
  const form = page.getByRole('dialog', { name: 'Create subnet' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('checked')
  const v4 = form.getByRole('textbox', { name: 'IPv4 block' })
  const v6 = form.getByRole('textbox', { name: 'IPv6 block' })
  const submit = form.getByRole('button', { name: 'Create subnet' })
  const cases: [string, RegExp][] = [
    ['10.1.1.128/25', /Overlaps 10\.1\.1\.0\/24, already in this VPC/],
    ['8.8.8.0/24', /Must be a private network/],
    ['10.0.0.5/24', /Host bits must be zero: the network is 10\.0\.0\.0\/24/],
  ]
  for (const [block, message] of cases) {
    await v4.fill(block)
    await submit.click()
    await expect(v4).toHaveAccessibleDescription(message)
  }
  await v4.fill('10.1.9.0/24')
  await v6.fill('fd00:1::/64')
  await submit.click()
  await expect(v6).toHaveAccessibleDescription(/Must be a \/64 inside the VPC’s prefix/)
  await v6.fill('')
  await submit.click()
  await expect(form).toBeHidden()
})

test('a VPC prefix must be a unique-local /48', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs-new')
  const form = page.getByRole('dialog', { name: 'Create VPC' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('prefixed')
  await form.getByRole('textbox', { name: 'DNS name' }).fill('prefixed')
  const prefix = form.getByRole('textbox', { name: 'IPv6 prefix' })
  await prefix.fill('fd12:3456:789a::/64')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(prefix).toHaveAccessibleDescription(/Must be a \/48 inside fd00::\/8/)
  await prefix.fill('fd12:3456:789a::')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(prefix).toHaveAccessibleDescription(
    /Must contain an IP address and a width, separated by a \//,
  )
})

test('a floating IP asked of a pool must be in one of its ranges', async ({ page }) => {
  await page.goto('/projects/mock-project/floating-ips-new')
  const form = page.getByRole('dialog', { name: 'Create floating IP' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('outside')
  const address = form.getByRole('textbox', { name: /^IP/ })
  await address.fill('8.8.8.8')
  await form.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(address).toHaveAccessibleDescription(/Not in any range of ip-pool-1/)
})

test('a firewall host network with host bits set is refused', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules-new')
  const form = page.getByRole('dialog', { name: 'Add firewall rule' })
  const hosts = form.getByRole('group', { name: 'Host filters' })
  await hosts.getByRole('combobox', { name: 'Host filter type' }).selectOption('IP subnet')
  await hosts.getByRole('textbox', { name: 'Host filter value' }).fill('10.0.0.5/8')
  await hosts.getByRole('button', { name: 'Add host filter' }).click()
  await expect(hosts.getByText('Host bits must be zero: the network is 10.0.0.0/8')).toBeVisible()
})
