/**
 * What the shell does that no page lists: who is signed in, signing in and out, the policies
 * that decide what the top bar and error screens show and which controls the user's roles
 * allow, the timeseries helper, and the help the error screens link to. The engine names these
 * by what they do; the manifest's `shell:` section (openapi/manifest/shell.yaml) says which
 * operation of the document does each, and codegen checks them against the document. A call
 * the registry does not name turns its feature off: another document's console has no
 * sign-in, no role gating by policy and no timeseries helper, rather than calls to paths it
 * never declared.
 */
export const SHELL_CALLS = [
  /** the signed-in user */
  'currentUser',
  /** the signed-in user's groups */
  'currentUserGroups',
  'signOut',
  /** the password sign-in: its 401 is a wrong password, never "sign in again" */
  'signIn',
  /** the device-code confirmation the sign-in pages send */
  'deviceConfirm',
  /** the policies a user's roles are read from, by scope */
  'fleetPolicy',
  'siloPolicy',
  'projectPolicy',
  /** the timeseries helper's queries: on a project, and on the whole system */
  'timeseriesQuery',
  'systemTimeseriesQuery',
  /** the timeseries helper's schema lists; the system's is preferred when both exist */
  'timeseriesSchemas',
  'systemTimeseriesSchemas',
] as const

export type ShellCall = (typeof SHELL_CALLS)[number]

export interface ShellDef {
  /** the document's operation id for each call it has */
  operations: Partial<Record<ShellCall, string>>
  /** the page explaining identity providers, linked when a user has no group and no role */
  identityProviderDocs?: string
}
