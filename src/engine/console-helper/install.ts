/**
 * `window.oxql`: the timeseries helper for the browser's developer console (spec §2). Only
 * this stub loads with the console; the helper itself loads on first use.
 */
export interface OxqlHelper {
  /** runs an OxQL query and prints the points as a table; resolves to those rows */
  query(text: string, options?: { project?: string }): Promise<Record<string, unknown>[]>
  /** prints the timeseries schemas whose names contain `filter`; resolves to those rows */
  schemas(filter?: string): Promise<Record<string, unknown>[]>
}

declare global {
  interface Window {
    oxql?: OxqlHelper
  }
}

export function installOxqlHelper(): void {
  const load = () => import('./oxql')
  window.oxql = {
    query: async (text, options) => (await load()).runQuery(text, options),
    schemas: async (filter) => (await load()).listSchemas(filter),
  }
}
