/**
 * The one case-mapping rule between an API document's keys and the names the console uses.
 * Codegen writes field paths and route params with it, the engine's client converts answers and
 * requests with it, the mock reads items with it, and the generated models' `Camelize` type is
 * its type-level mirror. A second copy once disagreed with it for PascalCase documents (codegen
 * wrote `id` where the engine kept `Id`) and every cell came out empty.
 *
 * - A data key is camelCased at its underscores only: `time_created` → `timeCreated`. A key
 *   written in another case stays as written (`Id`, `ImageID`, `imageId`, `image-id`), so a
 *   document in PascalCase, camelCase or kebab-case is read by its own words.
 * - Back to the wire, a capital becomes `_` + its lower case, unless the document says
 *   otherwise: codegen records the keys whose way back differs (`Id` stays `Id`) in the
 *   registry's `wireKeys`.
 * - A route parameter is an identifier: camelCase from any case (`{floating_ip}`, `{ImageID}`,
 *   `{image-id}` → `:floatingIp`, `:imageId`, `:imageId`).
 */

/** a data key as the engine reads it: `run_state` → `runState`; `Id`, `imageId` stay */
export function engineKey(wireKey: string): string {
  return wireKey.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase())
}

/** a dotted wire path as the engine reads it: `state.run_state` → `state.runState` */
export function enginePath(wirePath: string): string {
  return wirePath.split('.').map(engineKey).join('.')
}

/** engine keys whose wire key is not the rule's default way back (`{ Id: 'Id' }`) */
export type WireKeys = Readonly<Record<string, string>>

/** an engine key back on the wire: `runState` → `run_state`, or as `exceptions` record it */
export function wireKey(key: string, exceptions: WireKeys = {}): string {
  if (Object.hasOwn(exceptions, key)) return exceptions[key] ?? key
  return key.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`)
}

/** a dotted engine path back on the wire */
export function wirePath(path: string, exceptions: WireKeys = {}): string {
  return path
    .split('.')
    .map((key) => wireKey(key, exceptions))
    .join('.')
}

/**
 * The exceptions a document needs: each of its keys the default way back would not restore
 * (`Id` would come back as `_id`, `ipv4_1` as `ipv41`). Two wire keys the engine reads alike
 * (`image_id` and `imageId`) cannot both come back; the first is kept and the other listed in
 * `clashes`, for codegen to report.
 */
export function wireKeyExceptions(wireKeys: Iterable<string>): {
  exceptions: Record<string, string>
  clashes: string[][]
} {
  const exceptions: Record<string, string> = {}
  const seen = new Map<string, string>()
  const clashes: string[][] = []
  for (const wire of new Set(wireKeys)) {
    const key = engineKey(wire)
    const earlier = seen.get(key)
    if (earlier !== undefined) {
      clashes.push([earlier, wire])
      continue
    }
    seen.set(key, wire)
    if (wireKey(key) !== wire) exceptions[key] = wire
  }
  return { exceptions, clashes }
}

/** the words of a name in any case: `vpc_subnet`, `vpc-subnet`, `VpcSubnet` → vpc, subnet */
export function nameWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
}

/** an identifier (route param, kind key) from a name in any case: `ImageID` → `imageId` */
export function identifier(text: string): string {
  return nameWords(text)
    .map((word, i) => {
      const lower = word.toLowerCase()
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join('')
}

// the type-level mirror of `engineKey`: an underscore before a lower-case letter or a digit
// goes, and that character is capitalised; any other character stays
type LowerOrDigit =
  | 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm'
  | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z'
  | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' // prettier-ignore

/** `engineKey` at the type level: `run_state` → `runState`, `Id` → `Id` */
export type EngineKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Tail extends `${infer First}${infer Rest}`
    ? First extends LowerOrDigit
      ? `${Head}${Uppercase<First>}${EngineKey<Rest>}`
      : `${Head}_${EngineKey<Tail>}`
    : S
  : S

type IsTimeKey<K extends string> = K extends
  `${string}_time` | `time_${string}` | `${string}_expiration` | 'timestamp'
  ? true
  : false

/** a string under a time key becomes a Date; null/undefined stay as they are */
type TimeValue<V> = V extends string ? Date : V extends null | undefined ? V : Camelize<V>

/**
 * The engine's view of a wire type: keys by `engineKey`, deeply, time strings as Date. Generated
 * models are written with it, and the engine's client converts values to match.
 */
export type Camelize<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? Camelize<Item>[]
    : T extends object
      ? {
          [K in keyof T as K extends string ? EngineKey<K> : K]: K extends string
            ? IsTimeKey<K> extends true
              ? TimeValue<T[K]>
              : Camelize<T[K]>
            : Camelize<T[K]>
        }
      : T
