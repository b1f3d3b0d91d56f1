/**
 * The engine's view of a wire type, at the type level: keys camelCased deeply, time strings as
 * Date. Generated models are written with it, and the engine's client converts values to match
 * (`src/engine/data/camelize.ts`), so it lives in the contract both sides read.
 */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S

type IsTimeKey<K extends string> = K extends
  `${string}_time` | `time_${string}` | `${string}_expiration` | 'timestamp'
  ? true
  : false

/** a string under a time key becomes a Date; null/undefined stay as they are */
type TimeValue<V> = V extends string ? Date : V extends null | undefined ? V : Camelize<V>

/** the engine's view of a wire type: keys camelCased deeply, time strings as Date */
export type Camelize<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? Camelize<Item>[]
    : T extends object
      ? {
          [K in keyof T as K extends string ? CamelCase<K> : K]: K extends string
            ? IsTimeKey<K> extends true
              ? TimeValue<T[K]>
              : Camelize<T[K]>
            : Camelize<T[K]>
        }
      : T
