import type { ComponentType } from 'react'
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

/** The generic page of each page type, rendered by the routing for every registry route. */
export const pageComponents: Record<
  'list' | 'detail' | 'create' | 'edit' | 'single' | 'placeholder' | 'home' | 'operations',
  ComponentType<PageProps>
> = {
  list: ListPage,
  detail: DetailPage,
  create: CreatePage,
  edit: EditPage,
  single: SinglePage,
  placeholder: PlaceholderPage,
  home: HomePage,
  operations: OperationsPage,
}

export { ResourceTable } from './resource-table'
export { PropertiesList } from './properties-list'
export { StateBadge } from './state-badge'
