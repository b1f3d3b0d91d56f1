/**
 * Timed state transitions (creating → starting → running…). They go through the global
 * setTimeout at call time, so `vi.useFakeTimers()` can fast-forward them, and a reset cancels
 * the pending ones so a test never sees a transition scheduled by the previous one.
 */
export class Timers {
  private pending = new Set<ReturnType<typeof setTimeout>>()

  after(ms: number, change: () => void): void {
    const handle = setTimeout(() => {
      this.pending.delete(handle)
      change()
    }, ms)
    this.pending.add(handle)
  }

  cancelAll(): void {
    for (const handle of this.pending) clearTimeout(handle)
    this.pending.clear()
  }
}
