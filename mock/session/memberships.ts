/**
 * Group membership of the example world (openapi/platform/WORLD.md). The API's Group and User
 * objects do not carry membership, so the mock keeps it here, by display name.
 */
export const groupMembers: Record<string, string[]> = {
  'kernel-devs': ['hannah.arendt', 'hans.jonas', 'karl.jaspers'],
  'real-estate-devs': ['jacob.klein'],
}

/**
 * Project roles beyond the one project policy the document gives (mock-project's): the API's
 * policy has no owner field, so the others are kept here, by project name and display name.
 * jacob.klein, a silo viewer, collaborates on other-project: one user, two projects, two roles.
 */
export const projectRoles: Record<string, { user: string; role: string }[]> = {
  'other-project': [{ user: 'jacob.klein', role: 'collaborator' }],
}
