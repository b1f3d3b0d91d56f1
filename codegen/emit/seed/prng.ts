// A small seeded PRNG (mulberry32) so synthesised mock data is the same on every run.
import { mulberry32 } from '../../../src/contract/seeded-random.ts'

export interface Random {
  /** float in [0, 1) */
  next(): number
  /** integer in [min, max] */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** a version-4-shaped UUID */
  uuid(): string
}

export function hashSeed(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

export function createRandom(seed: string): Random {
  const next = mulberry32(hashSeed(seed))
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const hex = (length: number) => Array.from({ length }, () => int(0, 15).toString(16)).join('')
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  }
}
