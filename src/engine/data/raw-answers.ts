/**
 * Operations whose answer is no JSON, read through the one client (its transport, headers and
 * error words): a file saved as the browser's own download, an answer read as text, a HEAD's
 * size. Loaded with their first use, never with the first page.
 */
import type { OperationRef } from '../../contract'
import { fieldValue } from '../pages/route-path'
import { callOperation, type OperationArgs } from './client'
import { unwrap } from './query'

const answerOf = async (op: OperationRef, args: OperationArgs) =>
  unwrap(await callOperation<Response>(op, args, true))

/** the answer as text: a support bundle's index, one path a line */
export const readText = async (op: OperationRef, args: OperationArgs): Promise<string> =>
  (await answerOf(op, args)).text()

/** the size in bytes the answer says it has (a HEAD's Content-Length); null when it says none */
export async function readSize(op: OperationRef, args: OperationArgs): Promise<number | null> {
  const length = (await answerOf(op, args)).headers.get('content-length')
  return length !== null && /^\d+$/.test(length) ? Number(length) : null
}

/** a manifest's file name with each `{field}` filled from the item: `support-bundle-{id}.zip` */
export const fileNameOf = (template: string, item: unknown): string =>
  template.replace(/\{([^}]+)\}/g, (_, path: string) => String(fieldValue(item, path) ?? ''))

/**
 * Saves the answer as a file named `fileName`, as a link to it with `download` would: the
 * bytes come through the console's transport (the in-page mock answers no plain link), so they
 * are held in the page until the browser takes them.
 */
export async function downloadOperation(
  op: OperationRef,
  args: OperationArgs,
  fileName: string,
): Promise<void> {
  const bytes = await (await answerOf(op, args)).blob()
  const url = URL.createObjectURL(bytes)
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the bytes once the click's task ran; a second is ample
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
