/**
 * The first list's call, started as soon as the console knows its page, not once React has
 * drawn the shell and the page around it (about 100 ms of script on a slow machine): its rows
 * then wait for one answer of the platform's, not for the rendering and the answer in turn.
 * The list page asks the same call under the same key, so it finds the answer (or the call
 * under way) and sends none of its own.
 */
import { matchRoutes } from 'react-router'
import { currentRegistry } from '../console/parts'
import { operationQueryOptions, queryClient } from '../data/query'
import { prepareFormats } from './format'
import { firstPageArgs, listCall } from './list-call'

export async function prefetchFirstList(pathname: string, search = ''): Promise<void> {
  const routes = currentRegistry().routes
  const leaf = matchRoutes(
    routes.map(({ id, path }) => ({ id, path })),
    pathname,
  )?.at(-1)
  const route = routes.find(({ id }) => id === leaf?.route.id)
  // a bespoke page in the list's place reads what it reads
  if (leaf === undefined || route?.page.type !== 'list' || route.page.override !== undefined) return
  const call = listCall(route, leaf.params)
  const answered = queryClient.prefetchQuery(
    operationQueryOptions(call.op, firstPageArgs(call, new URLSearchParams(search))),
  )
  // the rows' formats take their locale data meanwhile, not once the answer is in
  prepareFormats()
  await answered
}
