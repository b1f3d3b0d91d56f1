// The rules on a metrics query the console sends: its time window and the vCPU state it may
// narrow to. One declaration, read by the metrics page (its field messages and choices) and by
// the mock (its 400), so the two can never disagree.

/** what is wrong with a window: its end not after its start, or its end still to come */
export function timeWindowProblem(start: Date, end: Date, now: Date): string | undefined {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'Not a valid time'
  if (end.getTime() <= start.getTime()) return 'End must be after start'
  if (end.getTime() > now.getTime()) return 'End must not be in the future'
  return undefined
}

/**
 * The states the platform counts vCPU time in (`virtual_machine:vcpu_usage`'s `state` field),
 * in the order the console offers them: running guest code, emulating devices for it, idle,
 * waiting for a host CPU.
 */
export const VCPU_STATES = ['run', 'emulation', 'idle', 'waiting'] as const
export type VcpuState = (typeof VCPU_STATES)[number]

export const isVcpuState = (value: unknown): value is VcpuState =>
  (VCPU_STATES as readonly unknown[]).includes(value)
