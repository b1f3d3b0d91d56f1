import { useEffect } from 'react'
import { Link } from 'react-router'
import { useConsoleParts } from '../console/context'
import { ItemTitle } from '../pages/short-id'
import type { Crumb } from './crumbs'
import { crumbsFor, documentTitle } from './crumbs'
import { useCurrentRoute, useRouteParams } from './current-route'
import { useItemNames } from './item-crumbs'

export function useCrumbs(): Crumb[] {
  const current = useCurrentRoute()
  const params = useRouteParams()
  const { registry } = useConsoleParts()
  const crumbs = current ? crumbsFor(registry.routes, current, params) : []
  return useItemNames(crumbs, registry.kinds, params)
}

/** keeps the document title in step with the crumbs */
export function useDocumentTitle(crumbs: Crumb[]): void {
  const title = documentTitle(crumbs)
  useEffect(() => {
    document.title = title
  }, [title])
}

export function Breadcrumbs() {
  const crumbs = useCrumbs()
  useDocumentTitle(crumbs)
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={crumb.to}>
              <Link to={crumb.to} aria-current={last ? 'page' : undefined}>
                <ItemTitle label={crumb.label} />
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
