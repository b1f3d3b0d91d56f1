/**
 * One access gate for every row of a table. Each row asking for its own held the policy, group
 * and user queries six times over per row (300 query observers for a page of 50), all made
 * anew when a page turn brought new rows: the rows share the table's instead.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { Availability } from '../actions/types'
import type { RouteParams } from '../pages/route-path'
import { useAccessGate } from './use-access'

type Gate = (operationId: string | undefined) => Availability

const SharedGate = createContext<Gate | undefined>(undefined)

/** the gate of the page at `params`, for the rows below */
export function SharedAccessGate({
  params,
  children,
}: {
  params: RouteParams
  children: ReactNode
}) {
  const gate = useAccessGate(params)
  return <SharedGate.Provider value={gate}>{children}</SharedGate.Provider>
}

/** the table's gate, from the `SharedAccessGate` around a row */
export function useSharedAccessGate(): Gate {
  const gate = useContext(SharedGate)
  if (gate === undefined) throw new Error('a row reads its access gate inside SharedAccessGate')
  return gate
}
