/**
 * Bounds on a request body, checked before anything walks it: a body nested deeper than any
 * request schema needs, or larger than the platform takes, is refused with a 400 instead of
 * being stored (where a later read of it would exhaust the stack for the whole session).
 */
import { invalidRequest } from '../errors.ts'

/** deeper than the deepest request schema of the document (firewall filters: about 6) */
export const maxBodyDepth = 32
/** the platform's request body limit */
export const maxBodyBytes = 1024 * 1024

/** the nesting depth of a parsed JSON value, without recursion */
function depthOf(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    deepest = Math.max(deepest, depth)
    if (deepest > maxBodyDepth) return deepest
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return deepest
}

export function assertBodyWithinLimits(body: unknown): void {
  if (depthOf(body) > maxBodyDepth) {
    throw invalidRequest(`unable to parse JSON body: nested deeper than ${maxBodyDepth} levels`)
  }
  // only measured once the depth is known to be sane
  const bytes = new TextEncoder().encode(JSON.stringify(body) ?? '').length
  if (bytes > maxBodyBytes) {
    throw invalidRequest(`request body exceeded maximum size of ${maxBodyBytes} bytes`)
  }
}
