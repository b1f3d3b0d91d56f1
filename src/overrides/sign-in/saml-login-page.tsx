import { Link, useLocation, useParams } from 'react-router'
import { AuthCard } from './auth-card'
import { redirectTarget } from './redirect-target'

/**
 * A silo's SAML sign-in: one link to the platform's redirect endpoint, which sends the browser
 * to the identity provider; the provider posts back to `login_saml`. The in-browser mock has
 * no identity provider, so there the link leaves the console.
 */
export function SamlLoginPage() {
  const { silo = '', provider = '' } = useParams()
  const { search } = useLocation()
  const back = encodeURIComponent(redirectTarget(search))
  const href = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect?redirect_uri=${back}`
  return (
    <AuthCard title={silo} subtitle="Sign in through your identity provider">
      <div className="auth-form">
        <a className="btn btn-primary auth-submit" href={href}>
          Sign in with {provider}
        </a>
        <Link className="btn-link" to={`/login/${encodeURIComponent(silo)}/local${search}`}>
          Use a local account instead
        </Link>
      </div>
    </AuthCard>
  )
}
