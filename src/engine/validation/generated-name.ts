import { MAX_NAME_LENGTH } from './name'

const SUFFIX_DIGITS = 6

function randomHex(digits: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(digits / 2)))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, digits)
}

/**
 * spec §5: a name made from a prefix (`<disk>-snapshot`) and a random six-hex-digit suffix, the
 * prefix truncated so that the whole stays a valid length.
 */
export function generateName(prefix: string, suffix: string = randomHex(SUFFIX_DIGITS)): string {
  const room = MAX_NAME_LENGTH - suffix.length - 1
  return `${prefix.slice(0, room)}-${suffix}`
}
