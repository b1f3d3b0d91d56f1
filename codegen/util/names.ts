// Turning API words (snake_case, kebab-case, path segments) into display and code names. Data
// keys and route params follow the contract's one key rule (src/contract/key-case.ts) instead.
import pluralizeWord from 'pluralize'
import { capitalize, nameWords as splitWords, SPECIAL_WORDS } from '../../src/contract/index.ts'

/** `vpcSubnet` / `vpc_subnet` → `vpc-subnet` */
export function kebabCase(text: string): string {
  return splitWords(text)
    .map((word) => word.toLowerCase())
    .join('-')
}

/** `vpcSubnet` / `vpc-subnet` → `vpc_subnet` */
export function snakeCase(text: string): string {
  return splitWords(text)
    .map((word) => word.toLowerCase())
    .join('_')
}

/** Sentence-case words for labels: `time_created` → `Time created`, `ncpus` → `CPUs`. */
export function humanize(text: string): string {
  const words = splitWords(text).map((word) => {
    const lower = word.toLowerCase()
    return SPECIAL_WORDS[lower] ?? lower
  })
  const [first, ...rest] = words
  if (first === undefined) return text
  return [capitalize(first), ...rest].join(' ')
}

/** Lowercase display words, keeping acronyms: `vpc_subnet` → `VPC subnet`, `instance` → `instance`. */
export function displayWords(text: string): string {
  return splitWords(text)
    .map((word) => SPECIAL_WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ')
}

/** Title case with acronyms: `floating IP` → `Floating IP`. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word) => capitalize(word))
    .join(' ')
}

// "settings", "metadata" and "data" name one thing; the library would make "setting" of them
for (const word of ['settings', 'metadata', 'data', 'kubernetes', 'dns', 'ssh']) {
  pluralizeWord.addUncountableRule(word)
}
// APIs say "schemas", not "schemata"
pluralizeWord.addIrregularRule('schema', 'schemas')

/** English plural of a (possibly multi-word) label, by its last word: `IP pool` → `IP pools`. */
export function pluralize(text: string): string {
  return onLastWord(text, (word) =>
    /^[A-Z0-9]+$/.test(word) ? `${word}s` : pluralizeWord.plural(word),
  )
}

/** Singular of a collection word or label, by its last word: `registries` → `registry`. */
export function singularize(text: string): string {
  return onLastWord(text, (word) =>
    /^[A-Z0-9]+$/.test(word) ? word : pluralizeWord.singular(word),
  )
}

function onLastWord(text: string, change: (word: string) => string): string {
  const match = /^(.*?)([A-Za-z0-9]+)$/.exec(text)
  if (match === null) return text
  return `${match[1] ?? ''}${change(match[2] ?? '')}`
}

/**
 * The property a rule's word names, in whatever case the document writes its keys: `name`
 * finds `name`, `Name` or `NAME`; `time_created` finds `timeCreated` or `time-created`.
 */
export function propertyNamed(names: readonly string[], word: string): string | undefined {
  return names.find((name) => name === word) ?? names.find((name) => snakeCase(name) === word)
}
