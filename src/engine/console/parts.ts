/**
 * The parts a console is built from, handed in by the app (`createConsole`): the registry and
 * forms codegen emitted, the bespoke pieces that replace generic ones, and the fetch that
 * reaches the API. The engine imports neither generated code nor overrides; it reads them from here.
 *
 * Besides the React context (`./context.tsx`), the parts are bound once for the lookups that
 * run outside React's tree: query functions, the client, route building.
 */
import type { Registry } from '../../contract'
import type { FormJson } from '../forms/form-json'
import type { OverrideRegistry } from '../slots/types'

export interface ConsoleParts {
  registry: Registry
  /** the app's bespoke pieces; a console built from a foreign document passes none */
  overrides: OverrideRegistry
  /** one generated form by id (`project-create`); the app loads each lazily, tests from fixtures */
  loadForm: (id: string) => Promise<FormJson>
}

let bound: ConsoleParts | undefined

/** Makes `parts` the console's; `createConsole` calls it, and tests with a small registry. */
export function bindConsole(parts: ConsoleParts): void {
  bound = parts
}

export function consoleParts(): ConsoleParts {
  if (!bound)
    throw new Error('No console: build one with createConsole({ registry, overrides, loadForm })')
  return bound
}

export function currentRegistry(): Registry {
  return consoleParts().registry
}

export function currentOverrides(): OverrideRegistry {
  return consoleParts().overrides
}
