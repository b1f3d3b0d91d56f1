export { InstanceCreatePage } from './instance-create-page'
