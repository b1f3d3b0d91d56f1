// The document's `format` values with real validators. Imported by the checks codegen compiles
// with ajv (src/generated/validators) and by tests, so it must not import anything from Node.
// Common validators know uuid, date-time, ipv4 and ipv6 but not `ip`, the sized integers or the
// hex hash, and accept 70000 for a uint16 unless the range comes from the format name.

type StringFormat = { type: 'string'; validate: (value: string) => boolean }
type NumberFormat = { type: 'number'; validate: (value: number) => boolean }
export type PlatformFormat = StringFormat | NumberFormat

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`)
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/

export function isIpv4(value: string): boolean {
  return IPV4.test(value)
}

export function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0] ?? '')
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : []
  const all = [...head, ...tail]
  // a trailing dotted quad stands for the last two groups (`::ffff:10.0.0.1`)
  const last = all[all.length - 1]
  let groupCount = all.length
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false
    all.pop()
    groupCount += 1
  }
  if (!all.every((group) => HEX_GROUP.test(group))) return false
  return halves.length === 2 ? groupCount < 8 : groupCount === 8
}

export function isIp(value: string): boolean {
  return isIpv4(value) || isIpv6(value)
}

/** `address/width`, the width bounded by the address family. */
export function isIpNet(value: string, family?: 'v4' | 'v6'): boolean {
  const slash = value.lastIndexOf('/')
  if (slash < 0) return false
  const address = value.slice(0, slash)
  const width = value.slice(slash + 1)
  if (!/^\d{1,3}$/.test(width)) return false
  if (family !== 'v6' && isIpv4(address)) return Number(width) <= 32
  if (family !== 'v4' && isIpv6(address)) return Number(width) <= 128
  return false
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function isUri(value: string): boolean {
  if (!/^[a-zA-Z][a-zA-Z\d+.-]*:/.test(value)) return false
  // URL.canParse is Node 19.9+ and every current browser
  return URL.canParse(value)
}

function integerIn(min: number, max: number): NumberFormat {
  return { type: 'number', validate: (n) => Number.isInteger(n) && n >= min && n <= max }
}

const anyNumber: NumberFormat = { type: 'number', validate: (n) => Number.isFinite(n) }

export const platformFormats: Record<string, PlatformFormat> = {
  uuid: { type: 'string', validate: (s) => UUID.test(s) },
  'date-time': { type: 'string', validate: (s) => DATE_TIME.test(s) && !isNaN(Date.parse(s)) },
  ip: { type: 'string', validate: isIp },
  ipv4: { type: 'string', validate: isIpv4 },
  ipv6: { type: 'string', validate: isIpv6 },
  'ip-net': { type: 'string', validate: (s) => isIpNet(s) },
  'ipv4-net': { type: 'string', validate: (s) => isIpNet(s, 'v4') },
  'ipv6-net': { type: 'string', validate: (s) => isIpNet(s, 'v6') },
  'hex string (32 bytes)': { type: 'string', validate: (s) => /^[0-9a-fA-F]{64}$/.test(s) },
  uri: { type: 'string', validate: isUri },
  byte: { type: 'string', validate: (s) => BASE64.test(s) },
  binary: { type: 'string', validate: () => true },
  uint8: integerIn(0, 2 ** 8 - 1),
  uint16: integerIn(0, 2 ** 16 - 1),
  uint32: integerIn(0, 2 ** 32 - 1),
  uint64: integerIn(0, 2 ** 64 - 1),
  uint: integerIn(0, 2 ** 64 - 1),
  int8: integerIn(-(2 ** 7), 2 ** 7 - 1),
  int16: integerIn(-(2 ** 15), 2 ** 15 - 1),
  int32: integerIn(-(2 ** 31), 2 ** 31 - 1),
  int64: integerIn(-(2 ** 63), 2 ** 63 - 1),
  float: anyNumber,
  double: anyNumber,
}
