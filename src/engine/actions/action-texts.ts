import type { ActionDef, ConfirmDef, KindDef } from '../../contract'

/** Replaces `{name}` in a manifest text with the item's name. */
export function fillName(text: string, name: string): string {
  return text.replaceAll('{name}', name)
}

/** The delete confirm every kind gets unless its manifest says otherwise. */
export function deleteConfirm(kind: KindDef): ConfirmDef {
  return {
    title: `Delete ${kind.singular}`,
    message: 'Are you sure you want to delete {name}?',
    confirmLabel: 'Confirm',
  }
}

export function successToast(kind: KindDef, action: ActionDef): string {
  if (action.successToast) return action.successToast
  if (action.name === 'delete') return `${kind.title} {name} deleted`
  return `${action.label}: ${kind.singular} {name}`
}

/** Title of the error toast when the action fails: "Could not delete project". */
export function errorTitle(kind: KindDef, action: ActionDef): string {
  return `Could not ${action.label.toLowerCase()} ${kind.singular}`
}
