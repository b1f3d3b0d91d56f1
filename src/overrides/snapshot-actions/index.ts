export { snapshotActions } from './snapshot-actions'
