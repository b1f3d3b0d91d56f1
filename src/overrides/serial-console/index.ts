// the console page itself is loaded lazily by src/overrides/index.ts
export { ConnectTab } from './connect-tab'
