import { Outlet, useParams } from 'react-router'
import {
  capabilityAvailability,
  GatedControl,
  kindByName,
  type PageProps,
  PropertiesList,
  routeById,
  routePath,
  useParentItem,
} from '../../engine'
import type { Instance } from '../../generated/models'

/** the instance properties the update form changes */
const SETTINGS = ['ncpus', 'memory', 'bootDiskId', 'autoRestartPolicy', 'cpuPlatform']

/**
 * What an instance is configured with, and the way to change it: the update form resizes and
 * reconfigures, which the platform allows only in the states spec §4 gives for resize.
 */
export function SettingsTab({ route }: PageProps) {
  const params = useParams()
  const instance = useParentItem()?.row as Instance | undefined
  if (!instance) return null
  const kind = kindByName('instance')
  const availability = capabilityAvailability(kind, 'resize', instance)
  const editPath = routePath(routeById('instance.settings.edit'), params)
  const settings = kind.properties.filter((property) => SETTINGS.includes(property.field))

  return (
    <section className="stack" aria-label={route.tab ?? 'Settings'}>
      <header className="page-header">
        <h2>Settings</h2>
        <GatedControl disabledReason={availability.reason} to={editPath}>
          Edit settings
        </GatedControl>
      </header>
      <PropertiesList kind={kind} item={instance} params={params} properties={settings} />
      <Outlet />
    </section>
  )
}
