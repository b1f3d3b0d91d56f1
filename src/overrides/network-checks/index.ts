export {
  useFloatingIpCheck,
  useSubnetV4Check,
  useSubnetV6Check,
  useVpcPrefixCheck,
} from './network-checks'
