export { instanceActions } from './instance-actions'
export { RunStateCell } from './run-state-cell'
