import type { WidgetProps } from '@rjsf/utils'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { ReferencePicker, type ScopeLookup } from '../../engine'

/** the current project's scope, for a picker of a project's items */
export function useProjectScope(): ScopeLookup {
  const { project } = useParams()
  return useMemo<ScopeLookup>(() => (name) => (name === 'project' ? project : undefined), [project])
}

/**
 * A generic form's reference field whose items must pass one of spec §4's rules (an instance
 * that may join a group, a disk that may be snapshotted): picked by name, leaving out the
 * items the rule refuses (`unable`, by name), with the rule's reason beneath. The mock refuses
 * the same items by the same rule, so choosing one could only fail.
 */
export function GatedPicker({
  widget,
  kind,
  label,
  scope,
  unable,
  reason,
}: {
  widget: WidgetProps
  kind: string
  label: string
  scope: ScopeLookup
  unable: readonly string[]
  reason: string | undefined
}) {
  const hintId = `${widget.id}__rule`
  return (
    <>
      <ReferencePicker
        id={widget.id}
        label={label}
        kind={kind}
        value={typeof widget.value === 'string' && widget.value !== '' ? widget.value : undefined}
        onChange={(value) => widget.onChange(value ?? widget.options.emptyValue)}
        scope={scope}
        exclude={unable}
        required={widget.required}
        disabled={widget.disabled || widget.readonly}
        invalid={Boolean(widget.rawErrors?.length)}
        // the form's own error and description (rjsf's ids), then the rule
        describedBy={`${widget.id}__error ${widget.id}__description ${hintId}`}
      />
      {reason && (
        <div id={hintId} className="form-description">
          {reason}
        </div>
      )}
    </>
  )
}
