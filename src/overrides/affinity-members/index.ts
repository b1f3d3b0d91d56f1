export { MemberInstanceWidget } from './member-instance-widget'
