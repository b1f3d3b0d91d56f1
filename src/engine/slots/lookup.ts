import type { ComponentType } from 'react'
import type { WidgetProps } from '@rjsf/utils'
import { currentOverrides } from '../console/parts'
import type { MenuAction } from '../actions/types'
import type { ColumnDef, KindDef } from '../../contract'
import type { ActionContext, CellProps, FieldCheck, PageProps } from './types'

export function pageOverride(name: string): ComponentType<PageProps> | undefined {
  return currentOverrides().pages[name]
}

export function cellOverride(
  kind: KindDef,
  column: ColumnDef,
): ComponentType<CellProps<unknown>> | undefined {
  // the registry only holds cells of this kind, so its rows are the cell's model type
  return currentOverrides().cells[`${kind.name}.${column.cell ?? column.field}`] as
    ComponentType<CellProps<unknown>> | undefined
}

/** The widget overrides of one form, keyed by top-level wire field name. */
export function fieldOverrides(formId: string): Record<string, ComponentType<WidgetProps>> {
  const prefix = `${formId}.`
  const widgets: Record<string, ComponentType<WidgetProps>> = {}
  for (const [key, widget] of Object.entries(currentOverrides().fields)) {
    if (widget && key.startsWith(prefix)) widgets[key.slice(prefix.length)] = widget
  }
  return widgets
}

/** The kind's action processor, if it has one, applied to the generic actions. */
export function processActions(
  defaults: MenuAction[],
  context: ActionContext<unknown>,
): MenuAction[] {
  const processor = currentOverrides().actions[context.kind.name]
  // the processor was typed against this kind's rows (see defineActionProcessor)
  return processor ? processor(defaults, context as ActionContext<never>) : defaults
}

/** The extra field checks of one form, keyed by top-level wire field name. */
export function fieldChecks(formId: string): [string, FieldCheck][] {
  const prefix = `${formId}.`
  return Object.entries(currentOverrides().checks).flatMap(([key, check]) =>
    check && key.startsWith(prefix) ? [[key.slice(prefix.length), check]] : [],
  )
}
