export { siloActions } from './silo-actions'
