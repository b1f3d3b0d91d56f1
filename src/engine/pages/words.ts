/** English helpers for the generated sentences ("Create an instance to see it here"). */

export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Words the platform writes in capitals when they stand alone in a value. */
const ACRONYMS: Record<string, string> = {
  ip: 'IP',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  vpc: 'VPC',
  id: 'ID',
  dns: 'DNS',
  cpu: 'CPU',
  cpus: 'CPUs',
  gib: 'GiB',
  bgp: 'BGP',
  tls: 'TLS',
  saml: 'SAML',
}

/** A wire word as people read it: `ip_net` → "IP net", `internet_gateway` → "Internet gateway". */
export function humanizeWord(wire: string): string {
  const words = wire
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
  return capitalize(words.join(' '))
}
