export { ImageFromSnapshotPage } from './image-from-snapshot-page'
