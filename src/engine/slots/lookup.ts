import type { ComponentType } from 'react'
import type { WidgetProps } from '@rjsf/utils'
import { currentOverrides } from '../console/parts'
import type { MenuAction } from '../actions/types'
import type { ColumnDef, KindDef } from '../../contract'
import type { ActionContext, ActionProcessor, CellRenderer, FieldCheck, PageProps } from './types'

export function pageOverride(name: string): ComponentType<PageProps> | undefined {
  return currentOverrides().pages[name]
}

export function cellOverride(kind: KindDef, column: ColumnDef): CellRenderer<unknown> | undefined {
  // the one place a row's type is taken on trust: the key names this kind, and the typed
  // registry (`OverrideRegistry<Keys, Rows>`) only takes a cell of this kind's rows under it
  return currentOverrides().cells[`${kind.name}.${column.cell ?? column.field}`] as
    CellRenderer<unknown> | undefined
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

/**
 * The kind's action processor, if it has one, applied to the generic actions; `own` is a
 * table's processor for rows that are not the kind's items (see ResourceTable's `actions`).
 */
export function processActions(
  defaults: MenuAction[],
  context: ActionContext<unknown>,
  own?: ActionProcessor<never>,
): MenuAction[] {
  const processor = own ?? currentOverrides().actions[context.kind.name]
  // as for cells: the typed registry only takes a processor of this kind's rows under its
  // name, and a table passes its own with the rows it shows (ResourceTable<Row>)
  return processor ? processor(defaults, context as ActionContext<never>) : defaults
}

/** The extra field checks of one form, keyed by top-level wire field name. */
export function fieldChecks(formId: string): [string, FieldCheck][] {
  const prefix = `${formId}.`
  return Object.entries(currentOverrides().checks).flatMap(([key, check]) =>
    check && key.startsWith(prefix) ? [[key.slice(prefix.length), check]] : [],
  )
}
