// The store's rules that only a write applies: a network's bounds on create, what a delete
// is held by and what it takes along. The generic store loads them with the first write
// (./generic.ts), as the first page only reads.
export { networkCreateChecks } from './network-checks.ts'
export { removeParts } from './cascades.ts'
export { assertNothingHeld } from './delete-guards.ts'
