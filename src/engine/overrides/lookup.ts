import type { ComponentType } from 'react'
import type { WidgetProps } from '@rjsf/utils'
import { overrides } from '../../overrides'
import type { MenuAction } from '../actions/types'
import type { ColumnDef, KindDef } from '../registry/types'
import type { ActionContext, CellProps, PageProps } from './types'

export function pageOverride(name: string): ComponentType<PageProps> | undefined {
  return overrides.pages[name]
}

export function tabOverride(routeId: string): ComponentType<PageProps> | undefined {
  return overrides.tabs[routeId]
}

export function cellOverride(
  kind: KindDef,
  column: ColumnDef,
): ComponentType<CellProps<unknown>> | undefined {
  // the registry only holds cells of this kind, so its rows are the cell's model type
  return overrides.cells[`${kind.name}.${column.field}`] as
    ComponentType<CellProps<unknown>> | undefined
}

/** The widget overrides of one form, keyed by top-level wire field name. */
export function fieldOverrides(formId: string): Record<string, ComponentType<WidgetProps>> {
  const prefix = `${formId}.`
  const widgets: Record<string, ComponentType<WidgetProps>> = {}
  for (const [key, widget] of Object.entries(overrides.fields)) {
    if (key.startsWith(prefix)) widgets[key.slice(prefix.length)] = widget
  }
  return widgets
}

/** The kind's action processor, if it has one, applied to the generic actions. */
export function processActions(
  defaults: MenuAction[],
  context: ActionContext<unknown>,
): MenuAction[] {
  const processor = overrides.actions[context.kind.name]
  // the processor was typed against this kind's rows (see defineActionProcessor)
  return processor ? processor(defaults, context as ActionContext<never>) : defaults
}
