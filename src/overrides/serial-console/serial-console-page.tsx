import { useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  buildOperationArgs,
  LoadError,
  Loading,
  type PageProps,
  routePath,
  useOperationAccess,
  useOperationQuery,
} from '../../engine'
import { can, kindByName, routeById } from '../facade'
import type { Instance } from '../../generated/platform/models'
import { type ConnectionState, SerialTerminal } from './serial-terminal'
import { SERIAL_STREAM, serialStreamUrl } from './stream-url'
import './serial-console.css'

const STATE_TEXT: Record<ConnectionState, string> = {
  connecting: 'Connecting',
  connected: 'Connected',
  closed: 'Disconnected',
}

/**
 * The instance's serial console, full page. Only a running (or rebooting, migrating, repairing)
 * instance has one to connect to (spec §4); otherwise the page says why and connects nothing.
 */
export function SerialConsolePage({ route }: PageProps) {
  const params = useParams()
  const kind = kindByName('instance')
  const view = kind.ops.view
  if (!view) throw new Error('The serial console needs instance_view')
  const query = useOperationQuery<Instance>(view, buildOperationArgs(view, params))
  const [state, setState] = useState<ConnectionState>('connecting')
  const back = routePath(routeById('instance.detail'), params)
  // a role that cannot type into the instance reads why instead of a socket the API refuses
  const access = useOperationAccess(SERIAL_STREAM, params)

  if (query.isLoading) return <Loading />
  if (query.error || !query.data) return <LoadError level={1} error={query.error} />
  const instance = query.data
  const availability = access.enabled ? can.instance.serialConsole(instance) : access

  return (
    <section className="serial-console-page" aria-labelledby="serial-console-title">
      <header className="page-header">
        <h1 id="serial-console-title">{route.title ?? 'Serial console'}</h1>
        <div className="page-actions">
          {availability.enabled && (
            <span
              className={`badge ${state === 'connected' ? 'badge-success' : 'badge-neutral'}`}
              role="status"
            >
              {STATE_TEXT[state]}
            </span>
          )}
          {back && (
            <Link className="btn" to={back}>
              Back to {instance.name}
            </Link>
          )}
        </div>
      </header>
      {availability.enabled ? (
        <SerialTerminal
          url={serialStreamUrl(window.location, instance.name, params.project ?? '')}
          onState={setState}
        />
      ) : (
        <p className="notice notice-warning">{availability.reason}</p>
      )}
    </section>
  )
}
