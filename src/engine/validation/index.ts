/** Spec §5 validators: pure functions returning the user-facing message, or undefined. */
export { validateIp, validateIpNet } from './ip'
export type { IpFamily } from './ip'
export { validateName, MAX_NAME_LENGTH } from './name'
export { parsePortRange, validatePortRange } from './port-range'
export { validateUnique } from './unique'
export { generateName } from './generated-name'
export { messages } from './messages'
export { specValidation } from './form-rules'
