/**
 * The role table's ranks for the pieces that order roles themselves (the access pages' badges
 * and choices): read from the registry's one table, so no override keeps a copy of spec §6.
 */
import { currentRegistry } from '../console/parts'

/** role names, strongest first; undefined when the registry has no role table */
export function roleRanks(): readonly string[] | undefined {
  return currentRegistry().roles?.ranks
}
