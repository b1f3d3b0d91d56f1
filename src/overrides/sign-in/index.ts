import './sign-in.css'
import { lazyOverride, type OverrideRegistry } from '../../engine'
import type { Keys } from '../../generated/platform/keys'

/** the public pages, by the override names of their routes (openapi/manifest/auth.yaml); each
 * loads when shown */
export const signInPages = {
  'login-local': lazyOverride(async () => (await import('./local-login-page')).LocalLoginPage),
  'login-saml': lazyOverride(async () => (await import('./saml-login-page')).SamlLoginPage),
  'device-verify': lazyOverride(
    async () => (await import('./device-verify-page')).DeviceVerifyPage,
  ),
  'device-success': lazyOverride(
    async () => (await import('./device-success-page')).DeviceSuccessPage,
  ),
} satisfies Partial<OverrideRegistry<Keys>['pages']>
