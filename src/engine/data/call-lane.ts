/**
 * A lane for calls a page makes many of at once (a list's column asking one call per row): at
 * most `limit` run together, the rest wait their turn in the order they came. A browser opens
 * six connections to a host over HTTP/1.1, so a lane narrower than that leaves room for the
 * page's own calls: the list's next page never queues behind a column's calls. A call whose
 * query is cancelled while it waits (its row left the screen, the page changed) leaves the lane
 * without being made.
 */
export interface CallLane {
  /** makes `call` once the lane has room; rejects, unmade, if `signal` aborts first */
  run<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T>
  /** how many of its calls are out now */
  readonly inFlight: number
}

export function callLane(limit: number): CallLane {
  let running = 0
  const waiting: Array<() => void> = []

  // a place is taken as it is given (not after an await), so calls asked for together never
  // all see room
  const place = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (running < limit && waiting.length === 0) {
        running++
        return resolve()
      }
      const start = () => {
        signal?.removeEventListener('abort', leave)
        running++
        resolve()
      }
      const leave = () => {
        const at = waiting.indexOf(start)
        if (at !== -1) waiting.splice(at, 1)
        reject(signal?.reason ?? new DOMException('The call was cancelled', 'AbortError'))
      }
      if (signal?.aborted) return leave()
      signal?.addEventListener('abort', leave, { once: true })
      waiting.push(start)
    })

  return {
    async run(call, signal) {
      await place(signal)
      try {
        return await call()
      } finally {
        running--
        waiting.shift()?.()
      }
    },
    get inFlight() {
      return running
    },
  }
}
