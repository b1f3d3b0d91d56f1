import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useLatestLocation } from './latest-location'

/**
 * `<Navigate replace>` that gives way to a newer click. A redirect runs after its page
 * rendered, which can be late (an index route waits for its page's code, a lookup for its
 * data); by then the person may have clicked elsewhere, and replacing the history's current
 * entry would throw that click away. So it replaces only the entry it was rendered for.
 */
export function RedirectNow({ to }: { to: string }) {
  const location = useLocation()
  const latest = useLatestLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const now = latest()
    if (now && now.key !== location.key) return
    void navigate(to, { replace: true })
  }, [latest, location.key, navigate, to])
  return null
}
