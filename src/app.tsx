// The composition root: the one module that knows every part and puts them together.
// the console's own module, not the engine's index: the index would tie every piece it lists
// (the forms' modal, the pickers) to the first page's chunk
import {
  bindOverrides,
  createConsole,
  type ConsoleOptions,
  type ConsoleParts,
} from './engine/console'
import type { FormJson } from './engine/forms/form-json'
import { prefetchFirstList } from './engine/pages/first-list'
import { followRenames } from './engine/slots/platform-facade'
import { operationsFingerprint } from './contract'
import { registry } from './generated/registry'

// the forms' schemas load with the first form opened (src/form-schemas.ts)
async function loadForm(id: string): Promise<FormJson> {
  const form = await (await import('./form-schemas')).generatedForm(id)
  if (!form) throw new Error(`No generated form "${id}"`)
  return form
}

// the bespoke pieces load beside the first page, not before the shell; written for our
// document, they bind only to the kinds of this registry that are ours (another document may
// have been generated in its place)
const loadOverrides = async () => {
  const [{ overrides }, { kindIdentities, operationsFingerprint: ours }] = await Promise.all([
    import('./overrides'),
    import('./generated/platform/kinds'),
  ])
  // another release of our document may have renamed operations the overrides call: they are
  // then found by the call our document gives them (only then is that table loaded)
  if (operationsFingerprint(registry) !== ours) {
    followRenames((await import('./generated/platform/operation-routes')).operationRoutes)
  }
  return bindOverrides(overrides, registry, kindIdentities)
}

/** The platform's console: its generated registry and forms, with its bespoke pieces. */
export const platformParts: ConsoleParts = { registry, overrides: loadOverrides, loadForm }

/** how the console reaches the platform: the in-page mock's, or the browser's own by default */
export type Transport = Pick<ConsoleOptions, 'fetch' | 'openSocket' | 'beforeSignIn'>

export function createApp(transport: Transport = {}) {
  const App = createConsole({ ...platformParts, ...transport })
  // a failure here (the overrides' chunk, a list without its call) is the page's to show
  prefetchFirstList(window.location.pathname, window.location.search).catch(() => undefined)
  return App
}
