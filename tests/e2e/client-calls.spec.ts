import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Spec §7's rules of the client, read off the calls as the page's mock received them (each call
 * is a performance mark whose detail is the request as sent: path and query, content type and
 * a JSON body). Arrays in a query are not met here: no operation of the platform's document
 * takes one (the client's unit test sends one, tests/unit/engine/data/client.test.ts).
 */
interface Sent {
  name: string
  url: string
  contentType: string | null
  body?: string
}

function sentCalls(page: Page): Promise<Sent[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => /^mock [A-Z]+ \//.test(mark.name))
      .map((mark) => ({ name: mark.name, ...(mark as PerformanceMark).detail })),
  )
}

const queryOf = (call: Sent) => new URL(call.url, 'http://console').searchParams

test('lists ask by page_token and limit, and no query sends a null', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('mock-config', JSON.stringify({ delay: 0, instances: 13 }))
  })
  await page.goto('/projects/mock-project/instances?limit=10')
  await expect(page.getByRole('row')).toHaveCount(11)
  const instanceLists = async () =>
    (await sentCalls(page)).filter((call) => call.name === 'mock GET /v1/instances')

  const [first] = await instanceLists()
  expect(queryOf(first!).get('limit')).toBe('10')
  expect(queryOf(first!).get('project')).toBe('mock-project')
  // the first page has no token: the client leaves the empty value out rather than send it
  expect(queryOf(first!).has('page_token')).toBe(false)

  await page.getByRole('button', { name: 'Next' }).click()
  await expect.poll(async () => (await instanceLists()).at(-1)?.url).toMatch(/page_token=/)
  const next = (await instanceLists()).at(-1)!
  expect(queryOf(next).get('limit')).toBe('10')
  expect(queryOf(next).get('page_token')).not.toBe('')

  // nothing the console asked carried an empty, null or undefined value
  const empty = (await sentCalls(page)).flatMap((call) =>
    [...queryOf(call)]
      .filter(([, value]) => ['', 'null', 'undefined'].includes(value))
      .map(([key]) => `${call.url}: ${key}`),
  )
  expect(empty).toEqual([])
})

test('a form sends JSON, its keys as the API writes them', async ({ page }) => {
  await page.goto('/projects/mock-project/vpcs-new')
  const form = page.getByRole('dialog', { name: 'Create VPC' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('wired')
  await form.getByRole('textbox', { name: 'DNS name' }).fill('wired')
  await form.getByRole('button', { name: 'Create VPC' }).click()
  await expect(form).toBeHidden()

  const create = (await sentCalls(page)).find((call) => call.name === 'mock POST /v1/vpcs')
  expect(create?.contentType).toBe('application/json')
  expect(JSON.parse(create?.body ?? 'null')).toMatchObject({ name: 'wired', dns_name: 'wired' })
  expect(create?.body).not.toContain('dnsName')
})

test('a 401 sends the person to sign in with the path and query, and back there after', async ({
  page,
}) => {
  await page.goto('/projects/mock-project/instances?limit=10')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\/maze-war\/local$/)

  // the session is gone: the page we left answers 401, which leaves for sign-in
  await page.goBack()
  const back = encodeURIComponent('/projects/mock-project/instances?limit=10')
  await expect(page).toHaveURL(new RegExp(`/login/maze-war/local\\?redirect_uri=${back}$`))

  // the local sign-in's own 401 is a wrong password: it stays, saying so
  await page.getByRole('textbox', { name: 'Username' }).fill('hannah.arendt')
  await page.getByLabel('Password').fill('bad')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('Credentials missing or invalid')
  await expect(page).toHaveURL(new RegExp(`redirect_uri=${back}$`))

  await page.getByLabel('Password').fill('any password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects/mock-project/instances?limit=10')
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
})
