/**
 * A SAML silo's identity provider, played by the mock. On the platform,
 * `/login/{silo}/saml/{provider}/redirect` sends the browser to the provider, which signs the
 * person in and posts back to the platform, which sends the browser on to `redirect_uri`. With
 * no provider to go to, the mock does all of it in one answer: it signs in the silo's first
 * user and answers 303 with `redirect_uri` (a path of the console only) as the Location.
 */
import type { MockContext } from '../context.ts'
import { invalidRequest, notFound } from '../errors.ts'
import type { WireItem } from '../inputs.ts'
import type { Handle } from '../call.ts'
import { ownerOf } from './provider-owner.ts'

/** a path of the console, never another site's (`//host`, `https:…`), else the projects */
function consolePath(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    return '/projects'
  return target
}

function providerOf(ctx: MockContext, silo: WireItem, name: string | undefined): WireItem {
  const provider = ctx.db
    .table('identityProvider')
    .find((row) => row.name === name && row.provider_type === 'saml')
  if (!provider || ownerOf(ctx, provider) !== silo.id)
    throw notFound(`not found: identity-provider with name "${name ?? ''}"`)
  return provider
}

/** the sign-in's one call, by operation id (routed by on-first-call.ts) */
export const samlLoginHandles: Record<string, Handle> = {
  login_saml_begin: (ctx, call) => {
    const silo = ctx.session.silos().find((row) => row.name === call.params.silo_name)
    if (!silo) throw notFound(`not found: silo with name "${call.params.silo_name ?? ''}"`)
    providerOf(ctx, silo, call.params.provider_name)
    const user = ctx.session.users().find((row) => row.silo_id === silo.id)
    if (!user)
      throw invalidRequest(`the identity provider knows no user of silo ${silo.name as string}`)
    ctx.session.logIn(user)
    const location = consolePath(call.query.redirect_uri)
    return new Response(null, { status: 303, headers: { Location: location } })
  },
}
