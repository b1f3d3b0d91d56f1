export { InstancePage } from './instance-page'
