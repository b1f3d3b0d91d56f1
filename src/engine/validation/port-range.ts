import { parsePortRange, portRangeProblem, type PortRangeProblem } from '../../contract'
import { messages } from './messages'

export { parsePortRange }

const problemMessages: Record<PortRangeProblem, string> = {
  malformed: messages.portRange,
  'out-of-range': messages.portBounds,
  reversed: messages.portRangeOrder,
}

/** spec §5: a port or a range of ports from 1 to 65535; end not below start (src/contract). */
export function validatePortRange(value: string): string | undefined {
  const problem = portRangeProblem(value.trim())
  return problem && problemMessages[problem]
}
