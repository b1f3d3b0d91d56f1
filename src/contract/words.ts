/**
 * Words the platform spells in capitals, for labels codegen writes and values the engine shows:
 * "ncpus" reads as "CPUs" in a form, `saml_jit` as "SAML JIT" in a cell. An IP version's wire
 * value (`v4`) reads as the platform writes the family, "IPv4", not "V4".
 */
export const SPECIAL_WORDS: Readonly<Record<string, string>> = {
  api: 'API',
  bfd: 'BFD',
  bgp: 'BGP',
  cpu: 'CPU',
  cpus: 'CPUs',
  dns: 'DNS',
  fec: 'FEC',
  gib: 'GiB',
  http: 'HTTP',
  icmp: 'ICMP',
  id: 'ID',
  idp: 'IdP',
  ids: 'IDs',
  ip: 'IP',
  ips: 'IPs',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  iso: 'ISO',
  isos: 'ISOs',
  jit: 'JIT',
  lldp: 'LLDP',
  mac: 'MAC',
  mtu: 'MTU',
  ncpus: 'CPUs',
  nic: 'NIC',
  nics: 'NICs',
  os: 'OS',
  saml: 'SAML',
  scim: 'SCIM',
  snat: 'SNAT',
  ssh: 'SSH',
  tls: 'TLS',
  ttl: 'TTL',
  tuf: 'TUF',
  uri: 'URI',
  url: 'URL',
  uuid: 'UUID',
  v4: 'IPv4',
  v6: 'IPv6',
  vpc: 'VPC',
  vpcs: 'VPCs',
}

/** `text` with its first letter a capital, for labels codegen writes and messages the engine shows */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A link speed as the platform's words write it (`speed100_g`, `speed0_g`) read with its unit,
 * as the document describes each ("100 Gbit/s"); undefined for any other word.
 */
export function linkSpeedWords(wire: string): string | undefined {
  const match = /^speed(\d+)_([gm])$/.exec(wire)
  if (!match) return undefined
  return `${match[1]} ${match[2] === 'g' ? 'Gbit/s' : 'Mbit/s'}`
}
