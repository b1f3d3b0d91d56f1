import './sign-in.css'
import { DeviceSuccessPage } from './device-success-page'
import { DeviceVerifyPage } from './device-verify-page'
import { LocalLoginPage } from './local-login-page'
import { SamlLoginPage } from './saml-login-page'

/** the public pages, by the override names of their routes (openapi/manifest/auth.yaml) */
export const signInPages = {
  'login-local': LocalLoginPage,
  'login-saml': SamlLoginPage,
  'device-verify': DeviceVerifyPage,
  'device-success': DeviceSuccessPage,
}
