import type { ComponentType } from 'react'
import { lazyOverride, type PageProps } from '../../engine'
import { accessRowActions } from './access-actions'
import { FLEET_ACCESS, PROJECT_ACCESS, SILO_ACCESS, type AccessScope } from './access-scopes'
import { RoleBadgesCell } from './role-badges-cell'

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
export const accessPages: Record<string, ComponentType<PageProps>> = {
  'silo-access': accessPageFor(SILO_ACCESS),
  'project-access': accessPageFor(PROJECT_ACCESS),
  'system-access': accessPageFor(FLEET_ACCESS),
}

// the pages' tables show identities under their policy kind, so cells and menus key by it
const POLICY_KINDS = ['policy', 'projectPolicy', 'systemPolicy']

export const accessCells = Object.fromEntries(
  POLICY_KINDS.map((kind) => [`${kind}.roles`, RoleBadgesCell]),
)

export const accessActions = Object.fromEntries(
  POLICY_KINDS.map((kind) => [kind, accessRowActions]),
)
