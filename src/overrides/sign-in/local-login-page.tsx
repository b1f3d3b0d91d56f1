import { useId, useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { callOperation, Field, queryClient, useToast } from '../../engine'
import { requireOperation } from '../facade'
import { AuthCard } from './auth-card'
import { redirectTarget } from './redirect-target'

/**
 * A silo's password login. A refused login is a 401 like any other, but here it means wrong
 * credentials, so the client does not send it to `/login` (spec §7) and this page says so, in
 * the server's words as the error catalogue puts them (§8), like every other failure.
 */
export function LocalLoginPage() {
  const { silo = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const toast = useToast()
  const usernameId = useId()
  const passwordId = useId()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | undefined>(undefined)

  async function signIn(event: FormEvent) {
    event.preventDefault()
    setPending(true)
    setFailure(undefined)
    const result = await callOperation(requireOperation('login_local'), {
      path: { silo_name: silo },
      body: { username, password },
    })
    setPending(false)
    if (result.type !== 'success') {
      setFailure(result.error.message)
      return
    }
    // whatever was cached belonged to no one (or to the previous user)
    queryClient.clear()
    toast.success('Logged in')
    await navigate(redirectTarget(search))
  }

  return (
    <AuthCard title={silo} subtitle="Sign in with your silo account">
      <form className="auth-form" onSubmit={(event) => void signIn(event)}>
        <Field id={usernameId} label="Username">
          <input
            id={usernameId}
            className="form-input"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
        <Field id={passwordId} label="Password">
          <input
            id={passwordId}
            className="form-input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        {failure && (
          <p className="notice notice-danger" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary auth-submit" disabled={pending}>
          Sign in
        </button>
      </form>
    </AuthCard>
  )
}
