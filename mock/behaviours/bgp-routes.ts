/**
 * The IPv4 routes a BGP configuration's speaker learned, asked by its ASN. The API's route
 * objects do not say which configuration learned them, so the mock holds the example world's
 * routes to be its first configuration's (the rack's speaker); a configuration made here has
 * learned none yet, and an ASN no configuration has is not found. Deleting the speaker's
 * configuration takes its routes with it: nothing learns them any more.
 */
import { requireKind } from '../context.ts'
import { notFound } from '../errors.ts'
import { respond } from '../respond.ts'
import type { Behaviour } from './behaviour.ts'

export const bgpRouteBehaviours: Behaviour[] = [
  {
    operationId: 'networking_bgp_imported_routes_ipv4',
    method: 'get',
    path: '/v1/system/networking/bgp-routes-ipv4',
    handle: (ctx, call) => {
      const configs = requireKind(ctx, 'networkingBgpConfig')
      const routes = requireKind(ctx, 'bgpImportedRoute')
      const asn = Number(call.query.asn)
      const config = ctx.db.table(configs.name).find((row) => row.asn === asn)
      if (!config) throw notFound(`not found: ${configs.singular} with asn ${asn}`)
      const speaker = ctx.db.seeded(configs.name)[0]
      const learned = speaker?.id === config.id ? ctx.db.table(routes.name) : []
      // the document answers a bare array: no page, no envelope
      return respond(call.op, learned)
    },
  },
]
