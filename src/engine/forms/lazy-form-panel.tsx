/**
 * The form panel as pages use it: the form renderer (rjsf) and its validator are large and no
 * list needs them, so they load when the first form opens. Import `FormPanel` from here, never
 * from ./form-panel (ESLint enforces it), or every page pays for them. What is typed while they
 * load is kept for the form's first field (type-ahead.ts): a fast operator loses no keys.
 */
import { type ComponentProps, lazy, Suspense, useEffect } from 'react'
import { Loading } from '../pages/status'
import { keepTypeAhead } from './type-ahead'

const Panel = lazy(async () => ({ default: (await import('./form-panel')).FormPanel }))

export function FormPanel(props: ComponentProps<typeof Panel>) {
  useEffect(keepTypeAhead, [])
  return (
    <Suspense fallback={<Loading />}>
      <Panel {...props} />
    </Suspense>
  )
}
