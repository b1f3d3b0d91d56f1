import { useLocation, useParams } from 'react-router'
import { fillPath } from '../pages/route-path'
import { NotFound } from '../shell/not-found'
import { RedirectNow } from './redirect-now'

/** an absolute target, or one relative to the route's own path (a tab index: `storage`) */
export function redirectTarget(from: string, to: string): string {
  return to.startsWith('/') ? to : `${from.replace(/\/+$/, '')}/${to}`
}

export function Redirect({
  from,
  to,
  keepSearch = false,
}: {
  from: string
  to: string
  keepSearch?: boolean
}) {
  const params = useParams()
  const { search } = useLocation()
  const target = fillPath(redirectTarget(from, to), params)
  // a target param the current route does not carry is a manifest error: nothing to go to
  if (!target) return <NotFound />
  return <RedirectNow to={keepSearch ? target + search : target} />
}
