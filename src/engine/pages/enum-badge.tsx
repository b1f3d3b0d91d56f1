import { humanizeWord, spelledInMixedCase } from './words'

/**
 * A wire value of a fixed set as people read it: `saml_jit` → "SAML JIT", `fail` → "Fail",
 * `v4` → "IPv4"; a word written in mixed case keeps it (badges are set in capitals otherwise).
 */
export function EnumBadge({ value }: { value: string }) {
  const words = humanizeWord(value)
  const className = spelledInMixedCase(words)
    ? 'badge badge-neutral badge-as-written'
    : 'badge badge-neutral'
  return <span className={className}>{words}</span>
}
