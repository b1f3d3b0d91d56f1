// Step 3: the resource model a document implies on its own: operations, kinds, and (for runs
// without a manifest) routes and nav.
import type { NavSection, RouteDef } from '../../src/contract/index.ts'
import type { Document, Schema } from '../util/openapi.ts'
import { inferKinds, type InferredKinds } from './kinds.ts'
import { collectOperations, type OperationInfo } from './operations.ts'
import { inferRoutes } from './routes.ts'

export interface Model extends InferredKinds {
  /** the normalized document the model was read from */
  document: Document
  apiVersion: string
  operations: Map<string, OperationInfo>
  routes: RouteDef[]
  nav: NavSection[]
  /** things left out, for the report */
  notes: string[]
}

export function inferModel(document: Document): Model {
  const { operations, skipped } = collectOperations(document)
  const inferred = inferKinds(document, operations)
  const { routes, nav } = inferRoutes(inferred.kinds, document.info.title ?? 'Home')
  return {
    ...inferred,
    document,
    apiVersion: document.info.version,
    operations,
    routes,
    nav,
    notes: skipped,
  }
}

export type { OperationInfo, Schema }
