/**
 * Operations called although no page lists them: who is signed in, signing in and out, the
 * policies that decide what the top bar and error screens show and which controls the user's
 * roles allow, the lookups behind
 * `/lookup/i/:instance`, and the device-code confirmation. The codegen copies them from the document into the registry when the
 * document has them; a document without them gets a console without those features rather than
 * calls to paths it never declared.
 */
export const SHELL_OPERATIONS = [
  'current_user_view',
  'current_user_groups',
  'policy_view',
  'system_policy_view',
  'project_policy_view',
  'logout',
  'login_local',
  'device_auth_confirm',
  'project_view',
  'instance_view',
] as const

export type ShellOperationId = (typeof SHELL_OPERATIONS)[number]
