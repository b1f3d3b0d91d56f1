/**
 * mulberry32: a small generator of uniform numbers in [0, 1) from a 32-bit state. Codegen's
 * synthesised seed data, the mock's seeded chaos and the chaos browser test all draw from it,
 * so a seed replays the same numbers everywhere.
 */
export function mulberry32(state: number): () => number {
  let a = state >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
