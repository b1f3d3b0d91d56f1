import { use } from 'react'
import type { FieldCheck } from './types'

/**
 * A field check whose module loads when the first form that runs it opens, as lazyOverride
 * does for pages: a list never runs a form's checks, so they and the rules they bring (the
 * network checks' address arithmetic) stay out of the first page's script. The form suspends
 * (its Loading, as while its own schema loads) until the module is in, once; from then on the
 * check is the hook it loaded, called in the same place on every render.
 */
export function lazyCheck(load: () => Promise<FieldCheck>): FieldCheck {
  let loaded: FieldCheck | undefined
  let loading: Promise<FieldCheck> | undefined
  return function useLazyCheck() {
    const useCheck = loaded ?? use((loading ??= load().then((check) => (loaded = check))))
    return useCheck()
  }
}
