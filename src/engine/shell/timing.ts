/** spec §9 */
export const MIN_SPINNER_MS = 500
export const TOOLTIP_DELAY_MS = 250
export const SUCCESS_TOAST_MS = 5000
export const ERROR_TOAST_MS = 15000
