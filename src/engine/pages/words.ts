/** English helpers for the generated sentences ("Create an instance to see it here"). */

export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Verbs whose past participle the regular rules get wrong. */
const IRREGULAR: Record<string, string> = {
  set: 'set',
  unset: 'unset',
  reset: 'reset',
  stop: 'stopped',
  snapshot: 'snapshotted',
  run: 'run',
}

/** Past participle of an action label's first word, keeping the rest: "Set as boot disk" → "set as boot disk". */
export function pastParticiple(label: string): string {
  const [verb = '', ...rest] = label.toLowerCase().split(' ')
  const irregular = IRREGULAR[verb]
  const past =
    irregular ??
    (verb.endsWith('e')
      ? `${verb}d`
      : /[^aeiou]y$/.test(verb)
        ? `${verb.slice(0, -1)}ied`
        : `${verb}ed`)
  return [past, ...rest].join(' ')
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
