export { diskActions } from './disk-actions'
