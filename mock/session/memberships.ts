/**
 * Group membership of the example world (openapi/platform/WORLD.md). The API's Group and User
 * objects do not carry membership, so the mock keeps it here, by display name.
 */
export const groupMembers: Record<string, string[]> = {
  'kernel-devs': ['hannah.arendt', 'hans.jonas'],
  'real-estate-devs': ['jacob.klein'],
}
