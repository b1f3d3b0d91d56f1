// Spec §5's device code, declared once: the console's code boxes read it (how many boxes,
// where the dash shows, what a box takes) and so does the mock (the codes it issues to a
// command-line client and the ones it refuses), so the two agree on what a code is.

/** how many letters a device code has: one box each */
export const DEVICE_CODE_LENGTH = 8

/** the dash people read the code by comes after this many letters; it is never sent */
export const DEVICE_CODE_DASH_AFTER = 3

/** letters only, upper-cased: what is left of typed or pasted text for a code */
export function deviceCodeLetters(text: string): string {
  return text.toUpperCase().replace(/[^A-Z]/g, '')
}

/** a whole code as the platform takes it: eight letters, no dash */
export function isDeviceCode(code: string): boolean {
  return code.length === DEVICE_CODE_LENGTH && deviceCodeLetters(code) === code
}

/** the code as people read it, `ABC-DEFGH`: what a client prints and the console's boxes show */
export function groupedDeviceCode(code: string): string {
  return `${code.slice(0, DEVICE_CODE_DASH_AFTER)}-${code.slice(DEVICE_CODE_DASH_AFTER)}`
}
