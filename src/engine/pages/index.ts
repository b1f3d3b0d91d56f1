// the engine's style sheets load with its pages; they have no exports
import './pages.css'
import '../actions/action-menu.css'
import '../forms/forms.css'
import '../references/references.css'

export { pageLoaders } from './page-loaders'
export { MenuTable, type RowMenu } from './menu-table'
export { ResourceTable } from './resource-table'
export { PropertiesList } from './properties-list'
export { StateBadge } from './state-badge'
