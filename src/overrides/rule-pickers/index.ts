export { MemberInstanceWidget, SnapshotDiskWidget } from './rule-widgets'
