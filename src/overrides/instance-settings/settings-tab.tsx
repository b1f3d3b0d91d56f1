import { useId } from 'react'
import { Outlet, useParams } from 'react-router'
import { GatedControl, type PageProps, PropertiesList, routePath, TabHeading } from '../../engine'
import { can, kindByName, routeById, useParentOf } from '../facade'
import { AntiAffinityCard } from './anti-affinity-card'
import { AutoRestartControl } from './auto-restart-control'
import './settings-tab.css'

/** the instance properties the update form changes, then what auto restart has done */
const SETTINGS = [
  'ncpus',
  'memory',
  'bootDiskId',
  'cpuPlatform',
  'autoRestartPolicy',
  'autoRestartEnabled',
  'autoRestartCooldownExpiration',
  'timeLastAutoRestarted',
]

/**
 * What an instance is configured with, and the way to change it: the update form resizes and
 * reconfigures, which the platform allows only in the states spec §4 gives for resize; the
 * auto-restart policy alone changes in more states, a running instance's too. Below,
 * the anti-affinity groups it belongs to.
 */
export function SettingsTab({ route }: PageProps) {
  const id = useId()
  const params = useParams()
  const instance = useParentOf('instance')?.row
  if (!instance) return null
  const kind = kindByName('instance')
  const availability = can.instance.resize(instance)
  const editPath = routePath(routeById('instance.settings.edit'), params)
  const settings = kind.properties.filter((property) => SETTINGS.includes(property.field))

  return (
    <section className="stack" aria-label={route.tab ?? 'Settings'}>
      <TabHeading title="Settings" />
      {/* the button heads the card it edits, as "Add to group" heads the groups below: alone
          above the properties it stood in an empty band */}
      <section className="card stack instance-configuration" aria-labelledby={`${id}-heading`}>
        <header className="page-header">
          <h2 id={`${id}-heading`}>Configuration</h2>
          <div className="instance-configuration-actions">
            <AutoRestartControl kind={kind} instance={instance} />
            <GatedControl
              disabledReason={availability.reason}
              operation={kind.forms.update?.operation ?? kind.ops.update?.id}
              to={editPath}
            >
              Edit settings
            </GatedControl>
          </div>
        </header>
        <PropertiesList kind={kind} item={instance} params={params} properties={settings} />
      </section>
      {params.project && <AntiAffinityCard instance={instance} project={params.project} />}
      <Outlet />
    </section>
  )
}
