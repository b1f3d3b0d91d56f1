/** The instance's Networking tab: external IPs (ephemeral, floating, SNAT) and interfaces. */
export { NetworkingTab } from './networking-tab'
