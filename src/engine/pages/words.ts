import { capitalize, SPECIAL_WORDS } from '../../contract'

/** English helpers for the generated sentences ("Create an instance to see it here"). */

export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`
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

/** the platform's words that capitals alone would misspell: "IPv4", "GiB", "CPUs" */
const MIXED_CASE = new Set(Object.values(SPECIAL_WORDS).filter((word) => /[a-z]/.test(word)))

/**
 * Whether readable text holds a word the platform spells in mixed case, so a badge, which
 * shows its words in capitals, must show this one as written ("IPv4", never "IPV4").
 */
export function spelledInMixedCase(text: string): boolean {
  return text.split(' ').some((word) => MIXED_CASE.has(word))
}
