export { networkInterfaceActions } from './network-interface-actions'
