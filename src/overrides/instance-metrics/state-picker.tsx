import { VCPU_STATES, type VcpuState } from '../../contract'
import { humanizeWord } from '../../engine'

/** Which vCPU time the CPU chart counts: the states the platform's `vcpu_usage` is kept in. */
export function StatePicker({
  state,
  onChange,
}: {
  state: VcpuState
  onChange: (state: VcpuState) => void
}) {
  return (
    <div className="field-inline">
      <label htmlFor="metrics-state">CPU state</label>
      <select
        id="metrics-state"
        className="input"
        value={state}
        onChange={(event) => onChange(event.target.value as VcpuState)}
      >
        {VCPU_STATES.map((value) => (
          <option key={value} value={value}>
            {humanizeWord(value)}
          </option>
        ))}
      </select>
    </div>
  )
}
