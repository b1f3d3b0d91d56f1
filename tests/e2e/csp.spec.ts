import type { Page } from '@playwright/test'
import { expect, pickOption, test } from './fixtures'

/**
 * The built console under its production headers (tooling/vite/security-headers.ts, served by
 * `vite preview`): the headers arrive, and key pages and a form submit run without one
 * `securitypolicyviolation`. The fixture fails every browser test on a violation too, so the
 * smoke test's visit of every route runs under the policy as well.
 */

/** the violations the page reports, gathered from its first script on */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

test('the console is served with a strict policy and the other security headers', async ({
  page,
}) => {
  for (const path of ['/', '/projects/mock-project/instances']) {
    const response = await page.request.get(path)
    const headers = response.headers()
    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:'])
    // no inline or evaluated script; no inline style but the few fixed ones named by hash
    expect(policy.get('script-src')).toEqual(["'self'"])
    const [self, ...hashes] = policy.get('style-src') ?? []
    expect(self).toBe("'self'")
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(policy.get('img-src')).toEqual(["'self'", 'data:'])
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-frame-options']).toBe('DENY')
  }
})

test('key pages and a form submit run under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/projects')
  await expect(page.getByRole('cell', { name: 'mock-project', exact: true })).toBeVisible()

  // a form: rendered, validated (an empty required name is refused), then submitted
  await page.getByRole('link', { name: 'New project' }).click()
  const create = page.getByRole('dialog', { name: 'Create project' })
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create).toBeVisible()
  await expect(create.getByText('Required', { exact: false }).first()).toBeVisible()
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('csp-project')
  await create.getByRole('textbox', { name: 'Description' }).fill('made under the policy')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create).toBeHidden()
  await expect(page).toHaveURL('/projects/csp-project/instances')

  // the serial console (a terminal and its stream), a chart page, the system side
  // its styles are written through the CSSOM: a row's colours and cell size, and a cell in
  // true colour (typed, as the mock echoes what is typed), which xterm gives a style of its own
  await page.goto('/projects/mock-project/instances/db1/serial-console')
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible()
  const screen = page.locator('.xterm-accessibility-tree')
  await expect(screen).toContainText('mock login:')
  await page.getByRole('textbox', { name: 'Terminal input' }).focus()
  await page.keyboard.press('Escape')
  await page.keyboard.type('[38;2;200;90;30mamber')
  await expect(screen).toContainText('amber')
  await expect(page.locator('.xterm-rows span', { hasText: 'amber' })).toHaveCSS(
    'color',
    'rgb(200, 90, 30)',
  )
  await page.goto('/utilization')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  expect(await violations()).toEqual([])
})

test('forms and the mock validate under the policy, which allows no eval', async ({ page }) => {
  // a form with unions and lists: its validators are codegen's, the mock's body check too
  const violations = await watchViolations(page)
  await page.goto('/projects/mock-project/disks')
  await page.getByRole('link', { name: 'New disk' }).click()
  const create = page.getByRole('dialog', { name: 'Create disk' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Not A Name')
  await create.getByRole('button', { name: 'Create disk' }).click()
  await expect(
    create.getByText('Must start with a lowercase letter', { exact: true }),
  ).toBeVisible()
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('csp-disk')
  await create.getByRole('textbox', { name: 'Description' }).fill('made under the policy')
  await create.getByRole('spinbutton', { name: 'Size (GiB)' }).fill('10')
  await create.getByRole('combobox', { name: 'Block size' }).selectOption({ label: '4 KiB' })
  await create.getByRole('button', { name: 'Create disk' }).click()
  await expect(create).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'csp-disk' })).toBeVisible()
  expect(await violations()).toEqual([])
})

test('the compiled checks of four forms refuse and accept under the policy, in the catalogue’s words', async ({
  page,
}) => {
  const violations = await watchViolations(page)

  // an instance: the bespoke page, sent to the mock's compiled body check
  await page.goto('/projects/mock-project/instances-new')
  const submitInstance = page.getByRole('button', { name: 'Create instance' })
  await expect(submitInstance).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Name: Required' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Csp VM')
  await expect(
    page.getByRole('status').filter({ hasText: 'Must start with a lowercase letter' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('csp-vm')
  await pickOption(page, 'Image', 'ubuntu-22-04')
  await submitInstance.click()
  await expect(page.getByText('Instance csp-vm created', { exact: true })).toBeVisible()

  // a firewall rule: a name the shared Name definition refuses, then one it takes
  await page.goto('/projects/mock-project/vpcs/mock-vpc/firewall-rules')
  await page.getByRole('link', { name: 'New rule' }).click()
  const rule = page.getByRole('dialog', { name: 'Add firewall rule' })
  await rule.getByRole('textbox', { name: 'Name', exact: true }).fill('Allow Web')
  await rule.getByRole('button', { name: 'Add rule' }).click()
  await expect(rule.getByText('Must start with a lowercase letter', { exact: true })).toBeVisible()
  await rule.getByRole('textbox', { name: 'Name', exact: true }).fill('csp-allow-web')
  await rule.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Firewall Rule csp-allow-web created', { exact: true })).toBeVisible()

  // an IP range: an address the ipv4 format refuses, then a range the pool takes
  await page.goto('/system/networking/ip-pools/ip-pool-1/ranges-add')
  const range = page.getByRole('dialog', { name: 'Add IP range' })
  await range.getByRole('textbox', { name: 'First' }).fill('10.0.0.300')
  await range.getByRole('textbox', { name: 'Last' }).fill('10.0.9.20')
  await range.getByRole('button', { name: 'Add range' }).click()
  await expect(range.getByText('Not a valid IP address', { exact: true })).toBeVisible()
  await range.getByRole('textbox', { name: 'First' }).fill('10.0.9.10')
  await range.getByRole('button', { name: 'Add range' }).click()
  await expect(range).toBeHidden()

  // a silo: its required quotas and a name, refused and then taken
  await page.goto('/system/silos-new')
  const silo = page.getByRole('dialog', { name: 'Create silo' })
  await silo.getByRole('textbox', { name: 'Name', exact: true }).fill('Tenant')
  await silo.getByRole('button', { name: 'Create silo' }).click()
  await expect(silo.getByText('Must start with a lowercase letter', { exact: true })).toBeVisible()
  await expect(silo.getByText('Required').first()).toBeVisible()
  await silo.getByRole('textbox', { name: 'Name', exact: true }).fill('csp-tenant')
  await silo.getByRole('combobox', { name: 'Identity mode' }).selectOption({ label: 'Local only' })
  await silo.getByRole('spinbutton', { name: 'CPUs' }).fill('8')
  await silo.getByRole('spinbutton', { name: 'Memory (GiB)' }).fill('16')
  await silo.getByRole('spinbutton', { name: 'Storage (GiB)' }).fill('100')
  await silo.getByRole('button', { name: 'Create silo' }).click()
  await expect(page.getByRole('heading', { name: 'csp-tenant', level: 1 })).toBeVisible()

  expect(await violations()).toEqual([])
})
