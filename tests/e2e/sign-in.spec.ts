import { expect, test } from './fixtures'

test('sign out, be sent to sign in, and come back where you were', async ({ page }) => {
  await page.goto('/projects/mock-project/disks')
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login\/maze-war\/local$/)

  // the session is gone: the page we left now sends us to sign in, remembering it
  await page.goBack()
  await expect(page).toHaveURL(
    /\/login\/maze-war\/local\?redirect_uri=%2Fprojects%2Fmock-project%2Fdisks/,
  )

  await page.getByRole('textbox', { name: 'Username' }).fill('hannah.arendt')
  await page.getByLabel('Password').fill('bad')
  await page.getByRole('button', { name: 'Sign in' }).click()
  // the server's refusal in the catalogue's words (spec §8), not a text of the page's own
  await expect(page.getByRole('alert')).toHaveText('Credentials missing or invalid')

  await page.getByLabel('Password').fill('any password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
  await expect(page.getByText('Logged in')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
})

test('confirm a device code letter by letter', async ({ page }) => {
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Log in on device' })
  await expect(submit).toBeDisabled()

  await page.getByRole('textbox', { name: 'Character 1 of 8' }).click()
  // digits are not letters of a code; lower case comes out upper case
  await page.keyboard.type('qw3ertyu')
  await expect(submit).toBeDisabled()
  await page.keyboard.type('p')
  const boxes = page.getByRole('group', { name: 'Device code' }).getByRole('textbox')
  await expect(boxes).toHaveCount(8)
  expect(
    await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).join('')),
  ).toBe('QWERTYUP')
  await submit.click()
  await expect(page).toHaveURL(/\/device\/success$/)
  await expect(page.getByRole('heading', { name: 'Device logged in' })).toBeVisible()
})

test('a refused device code says so', async ({ page }) => {
  await page.goto('/device/verify')
  await page.getByRole('textbox', { name: 'Character 1 of 8' }).click()
  await page.keyboard.type('ERRORABC')
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByRole('alert')).toHaveText('Code is invalid')
  await expect(page).toHaveURL(/\/device\/verify$/)
})

test('a SAML silo signs in through its identity provider, keeping where to come back to', async ({
  page,
}) => {
  await page.goto('/login/maze-war/saml/mock-idp?redirect_uri=%2Fprojects%2Fmock-project')
  await expect(page.getByRole('heading', { name: 'maze-war' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in with mock-idp' })).toHaveAttribute(
    'href',
    '/login/maze-war/saml/mock-idp/redirect?redirect_uri=%2Fprojects%2Fmock-project',
  )
  await page.getByRole('link', { name: 'Use a local account instead' }).click()
  await expect(page).toHaveURL(/\/login\/maze-war\/local\?redirect_uri=%2Fprojects%2Fmock-project$/)
})

test('in the preview, the SAML button signs in through the mock identity provider', async ({
  page,
}) => {
  await page.goto('/login/maze-war/saml/mock-idp?redirect_uri=%2Fprojects%2Fmock-project%2Fdisks')
  await page.getByRole('link', { name: 'Sign in with mock-idp' }).click()
  await expect(page).toHaveURL(/\/projects\/mock-project\/disks$/)
  await expect(page.getByText('Logged in')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
})

// hostile redirect_uri values: each resolves off-site when the browser parses it
const hostileRedirects = [
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
]

test('signing in with a hostile redirect_uri lands on the projects', async ({ page }) => {
  for (const hostile of hostileRedirects) {
    const query = new URLSearchParams({ redirect_uri: hostile }).toString()
    await page.goto(`/login/maze-war/local?${query}`)
    await page.getByRole('textbox', { name: 'Username' }).fill('hannah.arendt')
    await page.getByLabel('Password').fill('any password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  }
})

test('the SAML link forwards only a console path', async ({ page }) => {
  for (const hostile of hostileRedirects) {
    const query = new URLSearchParams({ redirect_uri: hostile }).toString()
    await page.goto(`/login/maze-war/saml/mock-idp?${query}`)
    await expect(page.getByRole('link', { name: 'Sign in with mock-idp' })).toHaveAttribute(
      'href',
      '/login/maze-war/saml/mock-idp/redirect?redirect_uri=%2Fprojects',
    )
  }
})
