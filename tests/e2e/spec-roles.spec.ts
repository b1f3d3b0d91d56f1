import { expect, rowOf, test } from './fixtures'

/**
 * Spec §6 on every access page: assignments list users before groups, then by name, and a row
 * holding several roles shows them strongest first (admin 0, collaborator 1, viewer 2), so the
 * one that counts leads. (Editing assignments: access.spec.ts; the 403 notice: access.spec.ts;
 * fleet viewer by the system policy: failures.spec.ts and roles.spec.ts.)
 */

const pages: [path: string, names: string[]][] = [
  ['/access', ['hannah.arendt', 'hans.jonas', 'jacob.klein', 'kernel-devs']],
  [
    '/projects/mock-project/access',
    ['hannah.arendt', 'hans.jonas', 'jacob.klein', 'kernel-devs', 'real-estate-devs'],
  ],
  ['/projects/other-project/access', ['hannah.arendt', 'hans.jonas', 'jacob.klein', 'kernel-devs']],
  ['/system/access', ['edith.stein', 'hannah.arendt']],
]

for (const [path, names] of pages) {
  test(`${path} lists users before groups, then by name`, async ({ page }) => {
    await page.goto(path)
    const assignments = page.getByRole('table').first()
    await expect(assignments.getByRole('row').locator('td:first-child')).toHaveText(names)
  })
}

test('a row holding a project role and a weaker silo role shows the stronger first', async ({
  page,
}) => {
  await page.goto('/projects/other-project/access')
  // jacob: viewer on the silo, collaborator on other-project
  const roles = rowOf(page, 'jacob.klein').getByText(/^(silo|project)\.\w+$/i)
  await expect(roles).toHaveText([/project\.collaborator/i, /silo\.viewer/i])
})
