import type { RouteParams } from './current-route'

/** `/projects/:project` + params → `/projects/p`; undefined when a param is missing */
export function fillPath(path: string, params: RouteParams): string | undefined {
  let missing = false
  const filled = path.replace(/:([A-Za-z0-9_]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name]
    if (value === undefined) {
      if (!optional) missing = true
      return ''
    }
    return encodeURIComponent(value)
  })
  return missing ? undefined : filled.replace(/\/+$/, '') || '/'
}
