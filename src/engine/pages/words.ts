import { SPECIAL_WORDS } from '../../contract'

/** English helpers for the generated sentences ("Create an instance to see it here"). */

export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A wire word as people read it: `ip_net` → "IP net", `internet_gateway` → "Internet gateway". */
export function humanizeWord(wire: string): string {
  const words = wire
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => SPECIAL_WORDS[word.toLowerCase()] ?? word.toLowerCase())
  return capitalize(words.join(' '))
}
