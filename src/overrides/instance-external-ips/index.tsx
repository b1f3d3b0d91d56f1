import { lazyOverride } from '../../engine'
import { defineCell } from '../facade'

/**
 * The instance list's External IPs cell, registered as `instance.externalIps`. Its code loads
 * once the first rows are on screen, outside the first row's script: until then, and while each
 * row's call is out, the cell is the same quiet placeholder a pending reference shows.
 */
const LazyExternalIpsCell = lazyOverride(
  async () => (await import('./external-ips-cell')).ExternalIpsCell,
  {
    fallback: <span className="reference-pending" aria-busy="true" />,
    whenIdle: true,
  },
)

export const InstanceExternalIpsCell = defineCell<'instance.externalIps'>((props) => (
  <LazyExternalIpsCell {...props} />
))
