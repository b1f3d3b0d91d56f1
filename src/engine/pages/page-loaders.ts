/**
 * The generic page of each page type, rendered by the routing for every registry route. The
 * list page comes with the page module (the first page most people open is a list); every
 * other type loads when a route of its type is first entered, so a detail page, a form page
 * or the home page costs the first list nothing.
 */
import type { ComponentType } from 'react'
import type { PageProps } from '../slots/types'
import { ListPage } from './list-page'

type PageType =
  'list' | 'detail' | 'create' | 'edit' | 'single' | 'placeholder' | 'home' | 'operations'

export const pageLoaders: Record<PageType, () => Promise<ComponentType<PageProps>>> = {
  list: () => Promise.resolve(ListPage),
  detail: async () => (await import('./detail-page')).DetailPage,
  create: async () => (await import('./create-page')).CreatePage,
  edit: async () => (await import('./edit-page')).EditPage,
  single: async () => (await import('./single-page')).SinglePage,
  placeholder: async () => (await import('./placeholder-page')).PlaceholderPage,
  home: async () => (await import('./home-page')).HomePage,
  operations: async () => (await import('./operations-page')).OperationsPage,
}
