import { type ComponentType, lazy, Suspense } from 'react'
import { Loading } from '../pages/status'

/**
 * An override whose code loads when it is first shown: the terminal and the charts bring
 * libraries (xterm.js, uPlot) that no other page needs, so they stay out of the shared chunk.
 */
export function lazyOverride<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function LazyOverride(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
