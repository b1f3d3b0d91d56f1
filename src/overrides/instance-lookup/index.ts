export { LookupInstancePage } from './lookup-instance-page'
