/**
 * Where to go after signing in: the `redirect_uri` the 401 handler put in the query, when it is
 * a path of this console. Anything else (another origin, `//host`) falls back to the projects,
 * so a crafted link cannot send a fresh session elsewhere.
 */
export function redirectTarget(search: string, fallback = '/projects'): string {
  const target = new URLSearchParams(search).get('redirect_uri')
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback
  return target
}
