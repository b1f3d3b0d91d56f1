export { loopbackAddressActions } from './loopback-actions'
