import type { NetProblem } from '../../contract'
import { messages } from './messages'

/** A network rule's fault (src/contract/network-rules.ts) in words; §5's where it has them. */
export function networkMessage(problem: NetProblem): string {
  switch (problem.kind) {
    case 'malformed':
      return messages.ipNet
    case 'host-bits':
      return `Host bits must be zero: the network is ${problem.network}`
    case 'not-private':
      return 'Must be a private network: inside 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16'
    case 'not-unique-local-48':
      return 'Must be a /48 inside fd00::/8, like fd12:3456:789a::/48'
    case 'not-64-in-prefix':
      return `Must be a /64 inside the VPC’s prefix ${problem.prefix}`
    case 'overlaps':
      return `Overlaps ${problem.other}, already in this VPC`
  }
}
