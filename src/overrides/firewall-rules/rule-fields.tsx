import { useId } from 'react'
import { EndpointList } from './endpoint-list'
import { describedBy, Field } from '../../engine'
import { PortList } from './port-list'
import type { RuleDraft } from './rule-draft'
import type { RuleErrors } from './rule-validation'

interface RuleFieldsProps {
  draft: RuleDraft
  errors: RuleErrors
  onChange: (draft: RuleDraft) => void
}

interface Choice<V extends string> {
  value: V
  label: string
}

function RadioChoice<V extends string>(props: {
  legend: string
  name: string
  choices: Choice<V>[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <fieldset className="form-group">
      <legend className="form-legend">{props.legend}</legend>
      <div className="form-radios">
        {props.choices.map((choice) => (
          <label key={choice.value} className="form-radio">
            <input
              type="radio"
              name={props.name}
              checked={props.value === choice.value}
              onChange={() => props.onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const PRIORITY_HINT = 'From 0 to 65535; a rule with a lower number takes precedence.'

/** The rule's fields, each labelled; errors come from the last submit. */
export function RuleFields({ draft, errors, onChange }: RuleFieldsProps) {
  const id = useId()
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) =>
    onChange({ ...draft, [key]: value })

  return (
    <div className="form-fields">
      <div className="form-checkbox">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        <label htmlFor={`${id}-enabled`}>Enabled</label>
      </div>
      <Field id={`${id}-name`} label="Name" required error={errors.name}>
        <input
          id={`${id}-name`}
          className="form-input"
          value={draft.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(`${id}-name`, undefined, errors.name)}
          onChange={(event) => set('name', event.target.value)}
        />
      </Field>
      <Field id={`${id}-description`} label="Description">
        <textarea
          id={`${id}-description`}
          className="form-input"
          rows={3}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </Field>
      <RadioChoice
        legend="Action"
        name={`${id}-action`}
        value={draft.action}
        choices={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
        onChange={(value) => set('action', value)}
      />
      <RadioChoice
        legend="Direction of traffic"
        name={`${id}-direction`}
        value={draft.direction}
        choices={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
        onChange={(value) => set('direction', value)}
      />
      <Field
        id={`${id}-priority`}
        label="Priority"
        required
        hint={PRIORITY_HINT}
        error={errors.priority}
      >
        <input
          id={`${id}-priority`}
          className="form-input"
          type="number"
          min={0}
          max={65535}
          step={1}
          value={draft.priority}
          aria-invalid={errors.priority ? true : undefined}
          aria-describedby={describedBy(`${id}-priority`, PRIORITY_HINT, errors.priority)}
          onChange={(event) => set('priority', event.target.value)}
        />
      </Field>
      <EndpointList
        legend="Targets"
        noun="target"
        hint="The instances the rule applies to, given by VPC, subnet, instance or address."
        items={draft.targets}
        typed={draft.pending.target}
        onChange={(targets, target) =>
          onChange({ ...draft, targets, pending: { ...draft.pending, target } })
        }
        error={errors.targets}
      />
      <EndpointList
        legend="Host filters"
        noun="host filter"
        hint="Only traffic from or to these hosts matches; none means any host."
        items={draft.hosts}
        typed={draft.pending.host}
        onChange={(hosts, host) =>
          onChange({ ...draft, hosts, pending: { ...draft.pending, host } })
        }
        error={errors.hosts}
      />
      <fieldset className="form-group">
        <legend className="form-legend">Protocols</legend>
        {(['tcp', 'udp', 'icmp'] as const).map((protocol) => (
          <div key={protocol} className="form-checkbox">
            <input
              id={`${id}-${protocol}`}
              type="checkbox"
              checked={draft[protocol]}
              onChange={(event) => set(protocol, event.target.checked)}
            />
            <label htmlFor={`${id}-${protocol}`}>{protocol.toUpperCase()}</label>
          </div>
        ))}
        {draft.icmp && (
          <>
            <Field id={`${id}-icmp-type`} label="ICMP type" error={errors.icmpType}>
              <input
                id={`${id}-icmp-type`}
                className="form-input"
                inputMode="numeric"
                value={draft.icmpType}
                aria-invalid={errors.icmpType ? true : undefined}
                aria-describedby={describedBy(`${id}-icmp-type`, undefined, errors.icmpType)}
                onChange={(event) => set('icmpType', event.target.value)}
              />
            </Field>
            <Field id={`${id}-icmp-code`} label="ICMP code" error={errors.icmpCode}>
              <input
                id={`${id}-icmp-code`}
                className="form-input"
                value={draft.icmpCode}
                aria-invalid={errors.icmpCode ? true : undefined}
                aria-describedby={describedBy(`${id}-icmp-code`, undefined, errors.icmpCode)}
                onChange={(event) => set('icmpCode', event.target.value)}
              />
            </Field>
          </>
        )}
      </fieldset>
      <PortList
        ports={draft.ports}
        typed={draft.pending.port}
        onChange={(ports, port) =>
          onChange({ ...draft, ports, pending: { ...draft.pending, port } })
        }
        error={errors.ports}
      />
    </div>
  )
}
