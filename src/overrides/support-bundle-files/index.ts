export { SupportBundleFilesTab } from './files-tab'
