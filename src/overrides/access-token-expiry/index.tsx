import { formatDate, toDate } from '../../engine'
import './access-token-expiry.css'
import { defineCell } from '../facade'

/**
 * When a token expires, marked "Expired" once that time has passed: an expired token still
 * lists until it is revoked, and read as a plain date it looked as good as a live one.
 */
export const ExpiresCell = defineCell<'accessToken.timeExpires'>(({ row }) => {
  const expires = toDate(row.timeExpires)
  if (expires === undefined) return <>Never</>
  const expired = expires.getTime() <= Date.now()
  return (
    <span className="token-expiry">
      <time dateTime={expires.toISOString()}>{formatDate(expires)}</time>
      {expired && <span className="badge badge-danger">Expired</span>}
    </span>
  )
})
