export { imageActions } from './image-actions'
