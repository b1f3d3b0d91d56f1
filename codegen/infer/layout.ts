// Which shell a route renders in, from its path (manifest README: "The layout of a route").
import type { Layout } from '../../src/contract/index.ts'

export function layoutOfPath(path: string): Layout {
  if (/^\/projects\/:[^/]+(\/|$)/.test(path)) return 'project'
  if (/^\/system(\/|$)/.test(path)) return 'system'
  if (/^\/settings(\/|$)/.test(path)) return 'settings'
  if (/^\/(login|device)(\/|$)/.test(path)) return 'public'
  return 'silo'
}

/** `:param` names of a route path, in order */
export function routeParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)\??/g)].map((match) => match[1] ?? '')
}
