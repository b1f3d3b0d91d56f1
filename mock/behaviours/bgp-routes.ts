/**
 * What a BGP configuration's speaker learned and said, asked by its ASN: the IPv4 routes it
 * imported and the messages it exchanged with its peers; and the prefixes the rack exports to
 * its peers. The API's objects do not say which configuration they belong to, so the mock holds
 * the example world's to be its first configuration's (the rack's speaker); a configuration
 * made here has learned and said nothing yet, and an ASN no configuration has is not found.
 * Deleting the speaker's configuration takes them with it: nothing speaks BGP any more.
 */
import type { Call } from '../call.ts'
import { type MockContext, requireKind } from '../context.ts'
import { notFound } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'

/** whether the configuration the call's `?asn=` names is the world's speaker (404 for none) */
function asksSpeaker(ctx: MockContext, call: Call): boolean {
  const configs = requireKind(ctx, 'networkingBgpConfig')
  const asn = Number(call.query.asn)
  const config = ctx.db.table(configs.name).find((row) => row.asn === asn)
  if (!config) throw notFound(`not found: ${configs.singular} with asn ${asn}`)
  return isSpeaker(ctx, config.id)
}

function isSpeaker(ctx: MockContext, id: unknown): boolean {
  return ctx.db.seeded(requireKind(ctx, 'networkingBgpConfig').name)[0]?.id === id
}

/** the speaker's configuration is still there */
function speakerStands(ctx: MockContext): boolean {
  const configs = requireKind(ctx, 'networkingBgpConfig')
  return ctx.db.table(configs.name).some((row) => isSpeaker(ctx, row.id))
}

export const bgpRouteBehaviours: Behaviour[] = [
  {
    operationId: 'networking_bgp_imported_routes_ipv4',
    method: 'get',
    path: '/v1/system/networking/bgp-routes-ipv4',
    handle: (ctx, call) => {
      const routes = requireKind(ctx, 'bgpImportedRoute')
      const learned = asksSpeaker(ctx, call) ? ctx.db.table(routes.name) : []
      // the document answers a bare array: no page, no envelope
      return respond(call.op, learned)
    },
  },
  {
    operationId: 'networking_bgp_message_history',
    method: 'get',
    path: '/v1/system/networking/bgp-message-history',
    handle: (ctx, call) => {
      const histories = requireKind(ctx, 'bgpMessageHistory')
      const said = asksSpeaker(ctx, call) ? ctx.db.table(histories.name) : []
      return respond(call.op, { switch_histories: said })
    },
  },
  {
    operationId: 'networking_bgp_exported',
    method: 'get',
    path: '/v1/system/networking/bgp-exported',
    handle: (ctx, call) => {
      const exported = ctx.db.table(requireKind(ctx, 'bgpExported').name)[0]
      const exports = speakerStands(ctx) ? (exported?.exports ?? {}) : {}
      return respond(call.op, { exports })
    },
  },
]
