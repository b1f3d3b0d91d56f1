export { SettingsTab } from './settings-tab'
