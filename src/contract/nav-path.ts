/**
 * Whether a nav item's path holds a page's path: its own pages and its `-new` form. The side
 * nav marks such an item current by the path alone, so codegen lists in an item's `activeFor`
 * only the routes its path does not hold (an image made from a snapshot, under the snapshots).
 */
export function holdsPath(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-new`)
}
