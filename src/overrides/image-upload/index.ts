/** Image upload: a local file imported through a temporary disk's bulk writes. */
export { ImageUploadPage } from './image-upload-page'
