import { expect, rowAction, rowOf, test } from './fixtures'

test('create, list, edit and delete a project', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).click()

  const create = page.getByRole('dialog', { name: 'Create project' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('journey-project')
  await create.getByRole('textbox', { name: 'Description' }).fill('made by a journey')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create).toBeHidden()
  // a new project opens on its instances
  await expect(page).toHaveURL('/projects/journey-project/instances')
  await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()

  // mock state lives until a full page load: move on inside the app
  await page
    .getByRole('navigation', { name: 'Breadcrumbs' })
    .getByRole('link', { name: 'Projects' })
    .first()
    .click()
  await expect(rowOf(page, 'journey-project')).toContainText('made by a journey')
  await expect(
    rowOf(page, 'journey-project').getByRole('link', { name: 'journey-project' }),
  ).toHaveAttribute('href', '/projects/journey-project')

  await rowAction(page, 'journey-project', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit project' })
  const description = edit.getByRole('textbox', { name: 'Description' })
  await expect(description).toHaveValue('made by a journey')
  await description.fill('edited by a journey')
  await edit.getByRole('button', { name: 'Update project' }).click()
  await expect(edit).toBeHidden()
  await expect(rowOf(page, 'journey-project')).toContainText('edited by a journey')

  await rowAction(page, 'journey-project', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete project' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(rowOf(page, 'journey-project')).toHaveCount(0)
})

test('a second project with an existing name is refused with the catalogue message', async ({
  page,
}) => {
  await page.goto('/projects-new')
  const create = page.getByRole('dialog', { name: 'Create project' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('mock-project')
  await create.getByRole('textbox', { name: 'Description' }).fill('a twin')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create.getByText('Project name already exists').first()).toBeVisible()
  // the input is kept
  await expect(create.getByRole('textbox', { name: 'Description' })).toHaveValue('a twin')
})

test('a project is created with its name alone: the description may stay empty', async ({
  page,
}) => {
  await page.goto('/projects-new')
  const create = page.getByRole('dialog', { name: 'Create project' })
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill('named-only')
  await create.getByRole('button', { name: 'Create project' }).click()
  await expect(create).toBeHidden()
  await expect(page).toHaveURL('/projects/named-only/instances')
})
