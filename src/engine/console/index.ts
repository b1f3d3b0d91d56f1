/** Building a console from its parts (registry, overrides, fetch). */
export { bindOverrides } from './bind-overrides'
export { ConsoleProvider, useConsoleParts } from './context'
export { createConsole } from './create-console'
export type { ConsoleOptions } from './create-console'
export { noOverrides } from './no-overrides'
export { bindConsole, currentRegistry } from './parts'
export type { ConsoleParts, OverridesSource } from './parts'
