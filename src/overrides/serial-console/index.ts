export { ConnectTab } from './connect-tab'
export { SerialConsolePage } from './serial-console-page'
