import { Link } from 'react-router'
import { useSignOut } from './session'

/** spec §2: unknown paths, and 404s from a page's own data */
export function NotFound() {
  const signOut = useSignOut()
  return (
    <div className="error-screen">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or you may not have access to it.</p>
      <div className="error-screen-actions">
        <Link to="/" className="btn btn-primary">
          Back to console
        </Link>
        {signOut && (
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()}>
            Sign out
          </button>
        )}
      </div>
    </div>
  )
}
