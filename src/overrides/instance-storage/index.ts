export { StorageTab } from './storage-tab'
