/**
 * The behaviours outside the registry that few visits call (a command-line client's device
 * login, a SAML sign-in): each is routed now, by the method and path declared here, and its
 * module loads with its first call, so the first page's mock does not carry them.
 */
import type { Handle } from '../call.ts'
import type { Behaviour } from './behaviour.ts'

type Handles = () => Promise<Record<string, Handle>>

const deviceAuth: Handles = async () => (await import('./device-auth.ts')).deviceAuthHandles
const samlLogin: Handles = async () => (await import('./saml-login.ts')).samlLoginHandles

const routes: (Omit<Behaviour, 'handle'> & { handles: Handles })[] = [
  {
    operationId: 'device_auth_request',
    method: 'post',
    path: '/device/auth',
    public: true,
    handles: deviceAuth,
  },
  {
    operationId: 'device_auth_confirm',
    method: 'post',
    path: '/device/confirm',
    handles: deviceAuth,
  },
  {
    operationId: 'device_access_token',
    method: 'post',
    path: '/device/token',
    public: true,
    handles: deviceAuth,
  },
  {
    operationId: 'login_saml_begin',
    method: 'get',
    path: '/login/{silo_name}/saml/{provider_name}/redirect',
    public: true,
    handles: samlLogin,
  },
]

export const onFirstCallBehaviours: Behaviour[] = routes.map(({ handles, ...route }) => ({
  ...route,
  handle: async (ctx, call) => {
    const handle = (await handles())[route.operationId]
    if (handle === undefined) throw new Error(`no behaviour for ${route.operationId}`)
    return handle(ctx, call)
  },
}))
