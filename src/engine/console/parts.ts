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

/**
 * The app's bespoke pieces, or a loader for them: the app loads its overrides beside the first
 * page (they bring heavy libraries of their own), so the shell's first paint waits for neither.
 */
export type OverridesSource = OverrideRegistry | (() => Promise<OverrideRegistry>)

export interface ConsoleParts {
  registry: Registry
  /** a console built from a foreign document passes none (`noOverrides`) */
  overrides: OverridesSource
  /** one generated form by id (`project-create`); the app loads each lazily, tests from fixtures */
  loadForm: (id: string) => Promise<FormJson>
}

let bound: ConsoleParts | undefined
let overrides: OverrideRegistry | undefined
let overridesLoading: Promise<OverrideRegistry> | undefined

/** Makes `parts` the console's; `createConsole` calls it, and tests with a small registry. */
export function bindConsole(parts: ConsoleParts): void {
  bound = parts
  overrides = typeof parts.overrides === 'function' ? undefined : parts.overrides
  overridesLoading = undefined
}

export function consoleParts(): ConsoleParts {
  if (!bound)
    throw new Error('No console: build one with createConsole({ registry, overrides, loadForm })')
  return bound
}

export function currentRegistry(): Registry {
  return consoleParts().registry
}

/** Loads the overrides once; every route awaits it before its page first renders. */
export function overridesReady(): Promise<OverrideRegistry> {
  if (overrides) return Promise.resolve(overrides)
  const source = consoleParts().overrides
  if (typeof source !== 'function') return Promise.resolve(source)
  overridesLoading ??= source().then((loaded) => (overrides = loaded))
  return overridesLoading
}

/** The overrides, for pages: they render only after `overridesReady()` has resolved. */
export function currentOverrides(): OverrideRegistry {
  if (!overrides) throw new Error('The overrides are not loaded yet: await overridesReady()')
  return overrides
}
