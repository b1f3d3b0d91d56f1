/** System update: the target release, the uploaded releases and the rollout's progress. */
export { SystemUpdatePage } from './system-update-page'
