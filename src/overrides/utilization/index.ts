/** Silo and system utilization: capacity meters, the per-silo table and provisioning charts. */
export { SiloUtilizationPage } from './silo-utilization-page'
export { SystemUtilizationPage } from './system-utilization-page'
