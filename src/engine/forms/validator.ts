import { customizeValidator } from '@rjsf/validator-ajv8'
import { addPlatformFormats } from '../../contract'

/**
 * The one form validator: the platform's formats with real ranges (uint16, ip…), and the
 * codegen's discriminators so a union reports the chosen variant's errors only.
 */
export const formValidator = customizeValidator({
  ajvOptionsOverrides: { discriminator: true },
  extenderFn: (ajv) => addPlatformFormats(ajv),
})
