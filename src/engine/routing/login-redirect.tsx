import { useLocation } from 'react-router'
import { RedirectNow } from './redirect-now'

/**
 * `/login` has no silo in it. On a real rack the host name names the silo; the mock has one
 * silo users sign in to, so its local login is the target. The query (redirect_uri) is kept.
 */
export const defaultLoginSilo = 'maze-war'

export function LoginRedirect() {
  const { search } = useLocation()
  return <RedirectNow to={`/login/${defaultLoginSilo}/local${search}`} />
}
