/**
 * IP addresses as numbers, so ranges can be ordered, compared for overlap and walked to find a
 * free address. IPv4 and IPv6 both become bigints; the version travels alongside.
 */
export type IpVersion = 'v4' | 'v6'

export interface ParsedIp {
  version: IpVersion
  value: bigint
}

function parseV4(text: string): bigint | undefined {
  const parts = text.split('.')
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) {
    return undefined
  }
  return parts.reduce((sum, part) => (sum << 8n) + BigInt(part), 0n)
}

function parseV6(text: string): bigint | undefined {
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const groups = (half: string | undefined) => (half ? half.split(':') : [])
  const head = groups(halves[0])
  const tail = groups(halves[1])
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (all.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return undefined
  return all.reduce((sum, group) => (sum << 16n) + BigInt(`0x${group}`), 0n)
}

export function parseIp(text: string): ParsedIp | undefined {
  const v4 = parseV4(text)
  if (v4 !== undefined) return { version: 'v4', value: v4 }
  const v6 = parseV6(text)
  return v6 === undefined ? undefined : { version: 'v6', value: v6 }
}

export function formatIp({ version, value }: ParsedIp): string {
  if (version === 'v4') {
    return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.')
  }
  const groups = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) =>
    ((value >> shift) & 0xffffn).toString(16),
  )
  // the long form is valid everywhere; shortening the zero run is cosmetic
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::')
}

/** the addresses of a CIDR block, network and broadcast addresses excluded for IPv4 */
export function blockHosts(cidr: string): { first: ParsedIp; last: ParsedIp } | undefined {
  const [address, bits] = cidr.split('/')
  const base = parseIp(address ?? '')
  const prefix = Number(bits)
  if (!base || !Number.isInteger(prefix)) return undefined
  const width = base.version === 'v4' ? 32n : 128n
  const size = 1n << (width - BigInt(prefix))
  const network = (base.value / size) * size
  const edge = base.version === 'v4' && size > 2n ? 1n : 0n
  return {
    first: { version: base.version, value: network + edge },
    last: { version: base.version, value: network + size - 1n - edge },
  }
}

/** the lowest address from first to last that `taken` does not hold */
export function firstFree(first: ParsedIp, last: ParsedIp, taken: Set<string>): string | undefined {
  for (let value = first.value; value <= last.value; value++) {
    const candidate = formatIp({ version: first.version, value })
    if (!taken.has(candidate)) return candidate
  }
  return undefined
}
