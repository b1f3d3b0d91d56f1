import type { ComponentType } from 'react'
import { createElement } from 'react'
import { tabOverride } from '../slots/lookup'
import type { PageProps } from '../slots/types'
import { CreatePage } from './create-page'
import { DetailPage } from './detail-page'
import { EditPage } from './edit-page'
import { ListPage } from './list-page'
import { HomePage } from './home-page'
import { OperationsPage } from './operations-page'
import { PlaceholderPage } from './placeholder-page'
import { SinglePage } from './single-page'
// the engine's style sheets load with its pages; they have no exports
import './pages.css'
import '../actions/action-menu.css'
import '../forms/forms.css'
import '../references/references.css'

/** A route's own override (by route id) wins over the generic page of its type. */
function overridable(Generic: ComponentType<PageProps>): ComponentType<PageProps> {
  function Page(props: PageProps) {
    return createElement(tabOverride(props.route.id) ?? Generic, props)
  }
  Page.displayName = `Overridable(${Generic.name})`
  return Page
}

/** The generic page of each page type, rendered by the routing for every registry route. */
export const pageComponents: Record<
  'list' | 'detail' | 'create' | 'edit' | 'single' | 'placeholder' | 'home' | 'operations',
  ComponentType<PageProps>
> = {
  list: overridable(ListPage),
  detail: overridable(DetailPage),
  create: overridable(CreatePage),
  edit: overridable(EditPage),
  single: overridable(SinglePage),
  placeholder: overridable(PlaceholderPage),
  home: overridable(HomePage),
  operations: overridable(OperationsPage),
}

export { ResourceTable } from './resource-table'
export { PropertiesList } from './properties-list'
export { StateBadge } from './state-badge'
