import type { WidgetProps } from '@rjsf/utils'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { ReferencePicker, type ScopeLookup } from '../../engine'
import { can, useKindIndex } from '../facade'

/**
 * The instance an "Add member" form puts in an affinity or anti-affinity group: picked by name
 * among the project's instances, leaving out those whose run state cannot join a group (spec
 * §4's "add to affinity group", the instance's `addToAffinityGroup` rule, which the mock
 * refuses too), with the rule's reason beneath; adding one could only fail.
 */
export function MemberInstanceWidget(props: WidgetProps) {
  const { project } = useParams()
  const scope = useMemo<ScopeLookup>(
    () => (name) => (name === 'project' ? project : undefined),
    [project],
  )
  const index = useKindIndex('instance', scope)
  const unable = useMemo(
    () =>
      index.items
        .filter((item) => !can.instance.addToAffinityGroup(item).enabled)
        .map((item) => item.name),
    [index.items],
  )
  const hintId = `${props.id}__states`
  return (
    <>
      <ReferencePicker
        id={props.id}
        label="Instance"
        kind="instance"
        value={typeof props.value === 'string' && props.value !== '' ? props.value : undefined}
        onChange={(value) => props.onChange(value ?? props.options.emptyValue)}
        scope={scope}
        exclude={unable}
        required={props.required}
        disabled={props.disabled || props.readonly}
        invalid={Boolean(props.rawErrors?.length)}
        // the form's own error and description (rjsf's ids), then the rule
        describedBy={`${props.id}__error ${props.id}__description ${hintId}`}
      />
      <div id={hintId} className="form-description">
        {can.instance.addToAffinityGroup.reason}
      </div>
    </>
  )
}
