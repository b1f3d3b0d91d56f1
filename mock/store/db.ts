/**
 * The in-memory database: one table per kind, filled with a deep copy of the seed. State lives
 * until `reset()` (tests) or the end of the page/process, like the platform between restarts.
 */
import type { Seed, WireItem } from '../inputs.ts'

export class Db {
  private tables = new Map<string, WireItem[]>()
  private readonly seed: Seed

  constructor(seed: Seed) {
    this.seed = seed
    this.reset()
  }

  reset(): void {
    this.tables = new Map(Object.entries(structuredClone(this.seed)))
  }

  /** every table as it is now, to be kept across a page load (`restore`) */
  snapshot(): Record<string, WireItem[]> {
    return Object.fromEntries(this.tables)
  }

  restore(tables: Record<string, WireItem[]>): void {
    this.tables = new Map(Object.entries(tables))
  }

  /** the live table of a kind; created empty for kinds the seed does not mention */
  table(kind: string): WireItem[] {
    let rows = this.tables.get(kind)
    if (!rows) {
      rows = []
      this.tables.set(kind, rows)
    }
    return rows
  }

  /** the rows a kind was seeded with, as seeded: what the example world says, whatever changed since */
  seeded(kind: string): readonly WireItem[] {
    return this.seed[kind] ?? []
  }

  byId(kind: string, id: string): WireItem | undefined {
    return this.table(kind).find((item) => item.id === id)
  }

  insert(kind: string, item: WireItem): WireItem {
    this.table(kind).push(item)
    return item
  }

  remove(kind: string, id: string): void {
    const rows = this.table(kind)
    const index = rows.findIndex((item) => item.id === id)
    if (index >= 0) rows.splice(index, 1)
  }
}
