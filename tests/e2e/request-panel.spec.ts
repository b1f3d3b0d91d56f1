import { expect, rowAction, test } from './fixtures'

test('the project create form shows the request it will send, as typed', async ({ page }) => {
  await page.goto('/projects-new')
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: 'Name' }).fill('scripted-project')
  await form.getByRole('button', { name: 'Show request' }).click()
  await expect(form.getByText('POST /v1/projects', { exact: true })).toBeVisible()
  const curl = form.getByRole('region', { name: 'curl command' })
  await expect(curl).toContainText(`curl -X POST '${new URL(page.url()).origin}/v1/projects'`)
  await expect(curl).toContainText('"name": "scripted-project"')
  await expect(curl).toContainText('-H "Authorization: Bearer $TOKEN"')

  // the body follows the form as the person types (snake_case keys, as sent)
  await form.getByRole('textbox', { name: 'Name' }).fill('scripted-project-2')
  await expect(curl).toContainText('"name": "scripted-project-2"')
  await expect(form.getByRole('button', { name: 'Copy curl command' })).toBeVisible()
})

test("an instance's stop confirm shows the request with its path", async ({ page }) => {
  await page.goto('/projects/mock-project/instances')
  await rowAction(page, 'db1', 'Stop')
  const confirm = page.getByRole('dialog', { name: 'Stop instance' })
  await confirm.getByRole('button', { name: 'Show request' }).click()
  await expect(
    confirm.getByText('POST /v1/instances/db1/stop?project=mock-project', { exact: true }),
  ).toBeVisible()
  await expect(confirm.getByRole('region', { name: 'curl command' })).not.toContainText('--data')
})
