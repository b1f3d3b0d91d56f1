/**
 * The form panel as pages use it: the form renderer (rjsf) and its validator are large and no
 * list needs them, so they load when the first form opens. Import `FormPanel` from here, never
 * from ./form-panel (ESLint enforces it), or every page pays for them.
 */
import { type ComponentProps, lazy, Suspense } from 'react'
import { Loading } from '../pages/status'

const Panel = lazy(async () => ({ default: (await import('./form-panel')).FormPanel }))

export function FormPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<Loading />}>
      <Panel {...props} />
    </Suspense>
  )
}
