export { instanceActions } from './instance-actions'
export { RunStateBadge, RunStateCell } from './run-state-cell'
