/** IP pool utilization: allocated of capacity, as exact whole numbers, on the pool's page. */
export { RangesTab } from './ranges-tab'
