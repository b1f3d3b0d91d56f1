import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { Loading } from '../pages/status'

interface LazyOptions {
  /** what shows while the code loads; a page's spinner by default (a cell passes its own) */
  fallback?: ReactNode
  /**
   * Wait until the page has painted and is idle before loading: a cell of the first list then
   * never delays its first row, nor adds to the script that row waits for.
   */
  whenIdle?: boolean
}

/** resolves once the browser has painted what is on screen and has nothing more urgent to do */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 1000 })
    } else {
      requestAnimationFrame(() => setTimeout(resolve, 0))
    }
  })
}

/**
 * An override whose code loads when it is first shown: the terminal and the charts bring
 * libraries (xterm.js, uPlot) that no other page needs, so they stay out of the shared chunk.
 */
export function lazyOverride<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = <Loading />, whenIdle = false }: LazyOptions = {},
): ComponentType<Props> {
  const Lazy = lazy(async () => {
    if (whenIdle) await browserIdle()
    return { default: await load() }
  })
  return function LazyOverride(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
