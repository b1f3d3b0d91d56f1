/**
 * The registry's names as our document declares them, typed: `can.<kind>.<rule>(row)` for each
 * rule of the manifest, and lookups of operations, routes and kinds by the generated unions.
 * Overrides reach the registry through these (lint refuses the engine's string lookups), so a
 * misspelled rule, operation or route fails `npm run typecheck`.
 */
import { platformFacade } from '../engine'
import type { Keys } from '../generated/platform/keys'
import { ruleNames } from '../generated/platform/rules'

export const { can, findOperation, requireOperation, routeById, kindByName, kindOfRoute } =
  platformFacade<Keys>()(ruleNames)

export type OperationId = Keys['operation']
export type RouteId = Keys['route']
export type KindName = Keys['kind']
