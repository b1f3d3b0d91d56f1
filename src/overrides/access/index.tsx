import type { ComponentType } from 'react'
import { lazyOverride, type OverrideRegistry, type PageProps } from '../../engine'
import type { Keys } from '../../generated/platform/keys'
import { FLEET_ACCESS, PROJECT_ACCESS, SILO_ACCESS, type AccessScope } from './access-scopes'

// the page (its table, role dialog and policy editing) loads when first shown
const AccessPage = lazyOverride(async () => (await import('./access-page')).AccessPage)

function accessPageFor(scope: AccessScope): ComponentType<PageProps> {
  function ScopedAccessPage(props: PageProps) {
    return <AccessPage {...props} scope={scope} />
  }
  ScopedAccessPage.displayName = `AccessPage(${scope.level})`
  return ScopedAccessPage
}

/** The three access pages, by the override names the manifest gives their routes. */
export const accessPages = {
  'silo-access': accessPageFor(SILO_ACCESS),
  'project-access': accessPageFor(PROJECT_ACCESS),
  'system-access': accessPageFor(FLEET_ACCESS),
} satisfies Partial<OverrideRegistry<Keys>['pages']>
