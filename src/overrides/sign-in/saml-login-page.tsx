import { useState, type MouseEvent } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { fetchPlatformPage, isPreviewMode, mapApiError, queryClient, useToast } from '../../engine'
import { AuthCard } from './auth-card'
import { redirectTarget } from './redirect-target'

/**
 * A silo's SAML sign-in: one link to the platform's redirect endpoint, which sends the browser
 * to the identity provider; the provider posts back to `login_saml`, which sends the browser on
 * to `redirect_uri`. The in-browser mock has no provider to leave for: in a preview build the
 * link asks the mock, which plays the provider (it signs the silo's user in and answers with
 * where to go), and the page goes there without leaving the console.
 */
export function SamlLoginPage() {
  const { silo = '', provider = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const back = encodeURIComponent(redirectTarget(search))
  const href = `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect?redirect_uri=${back}`

  async function signInWithMock(event: MouseEvent) {
    event.preventDefault()
    setFailure(undefined)
    const answer = await fetchPlatformPage(href)
    const location = answer.headers.get('location')
    if (!location) {
      const body: unknown = await answer.json().catch(() => undefined)
      setFailure(mapApiError('login_saml', answer.status, body).message)
      return
    }
    // whatever was cached belonged to no one (or to the previous user)
    queryClient.clear()
    toast.success('Logged in')
    await navigate(redirectTarget(`?redirect_uri=${encodeURIComponent(location)}`))
  }

  return (
    <AuthCard title={silo} subtitle="Sign in through your identity provider">
      <div className="auth-form">
        <a
          className="btn btn-primary auth-submit"
          href={href}
          onClick={isPreviewMode() ? (event) => void signInWithMock(event) : undefined}
        >
          Sign in with {provider}
        </a>
        {failure && (
          <p className="notice notice-danger" role="alert">
            {failure}
          </p>
        )}
        <Link className="btn-link" to={`/login/${encodeURIComponent(silo)}/local${search}`}>
          Use a local account instead
        </Link>
      </div>
    </AuthCard>
  )
}
